import ArgumentParser
import WidgetryCLI
import WidgetryServer

/// `serve`'s options for whom the server answers and how long connections may take: the host names it accepts
/// besides loopback, and the idle, header and body timeouts and connection cap of ``ConnectionLimits``.
struct ServeConnectionOptions: ParsableArguments {
    @Option(
        name: .customLong("allowed-host"),
        help: ArgumentHelp(
            "A host name to accept besides 127.0.0.1, [::1] and localhost, such as one mapped to this machine in "
                + "/etc/hosts (repeatable)."))
    var allowedHosts: [String] = []

    @Option(help: "Seconds a kept-alive connection may wait for its next request.")
    var idleTimeout: Double = 60

    @Option(help: "Seconds a request's header may take from its first byte (then 408).")
    var headerTimeout: Double = 10

    @Option(help: "Seconds a request's body may take after its header.")
    var bodyTimeout: Double = 30

    @Option(help: "How many connections may be open at once; more wait until one closes.")
    var maxConnections: Int = 512

    /// Applies the options to a server configuration; ``WidgetServerConfiguration/validate()`` checks them.
    func apply(to configuration: inout WidgetServerConfiguration) {
        configuration.allowedHosts = Set(allowedHosts)
        configuration.connectionLimits = ConnectionLimits(
            idleTimeout: Self.duration(idleTimeout), headerTimeout: Self.duration(headerTimeout),
            bodyTimeout: Self.duration(bodyTimeout), maximumConnections: maxConnections)
    }

    static func duration(_ seconds: Double) -> Duration {
        seconds.isFinite ? .milliseconds(Int64((seconds * 1000).rounded())) : .zero
    }
}
