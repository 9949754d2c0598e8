import ArgumentParser
import WidgetryCLI
import WidgetryHost
import WidgetryServer

/// `serve`'s options for `GET /metrics` and `GET /api/hosts`: who may scrape, and the host's id among hosts.
struct ServeMetricsOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A token that opens GET /metrics only, for Prometheus ('Authorization: Bearer TOKEN'); with it, "
                + "/metrics needs it (or --token) even on loopback."))
    var metricsToken: String?

    @Option(
        help: ArgumentHelp(
            "This host's id in GET /api/hosts and widgetry_host_info (default: HOSTNAME-PID-STARTSECONDS)."))
    var hostID: String?

    @Option(help: "Seconds between the host's heartbeats to the host directory.")
    var heartbeatInterval: Double = 10

    /// Applies the options to a server configuration; ``WidgetServerConfiguration/validate()`` checks them.
    func apply(to configuration: inout WidgetServerConfiguration) {
        configuration.metricsToken = metricsToken
        configuration.hostID = hostID
        configuration.heartbeatInterval = ServeConnectionOptions.duration(heartbeatInterval)
    }
}

extension HostConfiguration {
    /// The configuration counting into a server's metrics, so reloads made before the server exists count too.
    func counting(into metrics: ServerMetrics) -> HostConfiguration {
        var configuration = self
        configuration.metrics = metrics.host
        return configuration
    }
}
