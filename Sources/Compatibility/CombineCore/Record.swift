/// A publisher that allows for recording a series of inputs and a completion, for later playback to each
/// subscriber.
///
/// Values go out against demand; the completion follows the last value without waiting for demand.
public struct Record<Output, Failure: Error>: Publisher {
    /// The recorded output and completion.
    public let recording: Recording

    /// Creates a publisher to interactively record a series of outputs and a completion.
    public init(record: (inout Recording) -> Void) {
        var recording = Recording()
        record(&recording)
        self.init(recording: recording)
    }

    /// Creates a record publisher from an existing recording.
    public init(recording: Recording) {
        self.recording = recording
    }

    /// Creates a record publisher to publish the provided records and completion.
    public init(output: [Output], completion: Subscribers.Completion<Failure>) {
        self.init(recording: Recording(output: output, completion: completion))
    }

    public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, Failure == S.Failure {
        replay(recording.output, named: "Record", to: subscriber, ending: recording.completion)
    }

    /// A recorded sequence of outputs, followed by a completion value.
    public struct Recording {
        /// The output which will be sent to a subscriber.
        public private(set) var output: [Output]
        /// The completion which will be sent to a subscriber.
        public private(set) var completion: Subscribers.Completion<Failure>
        private var isComplete: Bool

        /// Sets up a recording in a state ready to receive output.
        public init() {
            output = []
            completion = .finished
            isComplete = false
        }

        /// Sets up a complete recording with the specified output and completion.
        public init(output: [Output], completion: Subscribers.Completion<Failure> = .finished) {
            self.output = output
            self.completion = completion
            isComplete = true
        }

        /// Adds an output to the recording sequence.
        ///
        /// Recording a value after the completion is a programming error, as in Apple's Combine.
        public mutating func receive(_ input: Output) {
            precondition(!isComplete, "Record.Recording.receive(_:): the recording already has its completion")
            output.append(input)
        }

        /// Adds a completion event to the recording sequence.
        public mutating func receive(completion: Subscribers.Completion<Failure>) {
            precondition(
                !isComplete, "Record.Recording.receive(completion:): the recording already has its completion")
            self.completion = completion
            isComplete = true
        }
    }
}

extension Record.Recording: Sendable where Output: Sendable, Failure: Sendable {}
extension Record: Sendable where Output: Sendable, Failure: Sendable {}
