import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// The run loop must be running (the main one runs under `RunLoop.main.run()` or `dispatchMain()` only if the
    /// program runs it). Connect with `connect()` or `autoconnect()`.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        // @unchecked: the timer and the subject are only created and read under `lock`.
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        public let tolerance: TimeInterval?
        public let runLoop: RunLoop
        public let mode: RunLoop.Mode
        public let options: RunLoop.SchedulerOptions?

        private let lock = Lock()
        private let subject = PassthroughSubject<Date, Never>()
        private var timer: Timer?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer on its run loop; cancelling the result stops it.
        public func connect() -> any Cancellable {
            let subject = self.subject
            let timer = Timer(timeInterval: interval, repeats: true) { _ in subject.send(Date()) }
            if let tolerance { timer.tolerance = tolerance }
            let previous = lock.withLock { () -> Timer? in
                defer { self.timer = timer }
                return self.timer
            }
            previous?.invalidate()
            runLoop.add(timer, forMode: mode)
            let handle = Handoff(timer)
            return AnyCancellable { [weak self] in
                handle.value.invalidate()
                self?.lock.withLock { if self?.timer === handle.value { self?.timer = nil } }
            }
        }
    }
}
