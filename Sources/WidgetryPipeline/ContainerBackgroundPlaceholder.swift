import Foundation
import Synchronization
import WidgetryUI

/// What iOS 17 and later show instead of a widget whose view never calls `containerBackground(for: .widget)`.
struct ContainerBackgroundPlaceholder: View {
    /// The message, word for word as iOS shows it.
    nonisolated static let message = "Please adopt containerBackground API"

    var body: some View {
        Text(Self.message)
            .font(.footnote)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }
}

/// The warning that names a widget shown as ``ContainerBackgroundPlaceholder``, written to standard error once per
/// widget kind and process (render, gallery and serve's log all show it).
enum ContainerBackgroundWarning {
    private static let warned = Mutex<Set<String>>([])

    static func message(for kind: String) -> String {
        "warning: Widget '\(kind)' never calls containerBackground(for: .widget), so it shows \"\(ContainerBackgroundPlaceholder.message)\" as on iOS 17 and later. "
            + "Give its view a container background, or declare the bundle's older deployment with WidgetryBundleOptions."
    }

    static func emit(for kind: String) {
        let isNew = warned.withLock { $0.insert(kind).inserted }
        if isNew { FileHandle.standardError.write(Data((message(for: kind) + "\n").utf8)) }
    }
}
