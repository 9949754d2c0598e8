import Foundation
import WidgetryCLI
import WidgetryKit

#if Serving
    import WidgetryServing
#endif

extension WidgetBundle {
    /// Runs the bundle's command line: `list`, `timeline` and the other commands every bundle gets.
    ///
    /// Mark a bundle `@main` to make it an executable:
    ///
    /// ```swift
    /// @main
    /// struct MyWidgets: WidgetBundle {
    ///     var body: some Widget { WeatherWidget() }
    /// }
    /// ```
    ///
    /// then `swift run MyWidgets list`.
    public static func main() async {
        await CommandLineEntry.run(WidgetBundleDescriptor(Self()))
    }
}

extension Widget {
    /// Runs the command line of a bundle that holds just this widget.
    ///
    /// Mark a lone widget `@main` to make it an executable; with several widgets, use a `WidgetBundle`.
    public static func main() async {
        await CommandLineEntry.run(WidgetBundleDescriptor(widget: Self()))
    }
}

/// The process's entry point once a bundle is described.
@MainActor
enum CommandLineEntry {
    static func run(_ bundle: WidgetBundleDescriptor) async -> Never {
        let context = CLIContext(bundle: bundle, previews: PreviewRegistry.all(), assets: .nextToExecutable())
        let arguments = Array(CommandLine.arguments.dropFirst())
        #if Serving
            let code = await ServingWidgetBundleCommand.run(arguments: arguments, context: context)
        #else
            let code = await WidgetBundleCommand.run(arguments: arguments, context: context)
        #endif
        exit(code)
    }
}
