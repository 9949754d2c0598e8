import Prometheus

extension PrometheusCollectorRegistry {
    /// The counter with this whole name and labels (created on first use), described by `help`.
    ///
    /// Widgetry names its metrics whole (`widgetry_reloads_total`); this states them as swift-prometheus's
    /// descriptors do, with no namespace, subsystem or unit added.
    package func counter(name: String, labels: [(String, String)] = [], help: String) -> Counter {
        makeCounter(descriptor: .named(name, help: help), labels: labels)
    }

    /// The gauge with this whole name and labels (created on first use), described by `help`.
    package func gauge(name: String, labels: [(String, String)] = [], help: String) -> Gauge {
        makeGauge(descriptor: .named(name, help: help), labels: labels)
    }

    /// The duration histogram with this whole name, labels and buckets (created on first use), described by `help`.
    package func durationHistogram(
        name: String, labels: [(String, String)] = [], buckets: [Duration], help: String
    ) -> DurationHistogram {
        makeDurationHistogram(descriptor: .named(name, help: help), labels: labels, buckets: buckets)
    }
}

extension MetricNameDescriptor {
    /// A descriptor for a metric named whole, with its help text.
    package static func named(_ name: String, help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(metricName: name, unitName: "", helpText: help)
    }
}
