/// Numbers each resolution, so view state can start over for every snapshot.
///
/// iOS draws a widget from an archived snapshot of its view: `@State` and `@StateObject` hold their initial
/// values for each render, whatever a previous render did to them. `ViewResolver` sets a new pass around
/// each resolution; state created in one pass and read in another reads its initial value again.
package enum ResolvePass {
    /// The pass being resolved; `0` outside any resolution.
    @TaskLocal package static var current: UInt64 = 0

    @MainActor private static var last: UInt64 = 0

    /// Runs `body` as a new pass.
    @MainActor
    package static func run<R>(_ body: () -> R) -> R {
        last &+= 1
        return $current.withValue(last, operation: body)
    }
}
