import Foundation

/// A type that defines methods for encoding.
public protocol TopLevelEncoder {
    /// The type this encoder produces.
    associatedtype Output

    /// Encodes an instance of the indicated type.
    func encode<T: Encodable>(_ value: T) throws -> Output
}

/// A type that defines methods for decoding.
public protocol TopLevelDecoder {
    /// The type this decoder accepts.
    associatedtype Input

    /// Decodes an instance of the indicated type.
    func decode<T: Decodable>(_ type: T.Type, from: Input) throws -> T
}

extension JSONEncoder: TopLevelEncoder {}
extension JSONDecoder: TopLevelDecoder {}
extension PropertyListEncoder: TopLevelEncoder {}
extension PropertyListDecoder: TopLevelDecoder {}

extension Publishers {
    /// A publisher that encodes each element it receives with a top-level encoder, failing with the encoder's error.
    public struct Encode<Upstream: Publisher, Coder: TopLevelEncoder>: Publisher where Upstream.Output: Encodable {
        public typealias Output = Coder.Output
        public typealias Failure = any Error
        public let upstream: Upstream
        private let encoder: Coder

        public init(upstream: Upstream, encoder: Coder) {
            self.upstream = upstream
            self.encoder = encoder
        }

        public func receive<S: Subscriber>(subscriber: S) where Coder.Output == S.Input, S.Failure == any Error {
            let encoder = self.encoder
            upstream.subscribe(
                Relay(
                    "Encode", downstream: subscriber,
                    onValue: { value in .attempt { .emit(try encoder.encode(value)) } },
                    onCompletion: { .erasing($0) }))
        }
    }

    /// A publisher that decodes each element it receives with a top-level decoder, failing with the decoder's
    /// error.
    public struct Decode<Upstream: Publisher, Output: Decodable, Coder: TopLevelDecoder>: Publisher
    where Upstream.Output == Coder.Input {
        public typealias Failure = any Error
        public let upstream: Upstream
        private let decoder: Coder

        public init(upstream: Upstream, decoder: Coder) {
            self.upstream = upstream
            self.decoder = decoder
        }

        public func receive<S: Subscriber>(subscriber: S) where Output == S.Input, S.Failure == any Error {
            let decoder = self.decoder
            upstream.subscribe(
                Relay(
                    "Decode", downstream: subscriber,
                    onValue: { value in .attempt { .emit(try decoder.decode(Output.self, from: value)) } },
                    onCompletion: { .erasing($0) }))
        }
    }
}

extension Publisher where Output: Encodable {
    /// Encodes the output from upstream using a specified encoder.
    public func encode<Coder: TopLevelEncoder>(encoder: Coder) -> Publishers.Encode<Self, Coder> {
        Publishers.Encode(upstream: self, encoder: encoder)
    }
}

extension Publisher {
    /// Decodes the output from the upstream using a specified decoder.
    public func decode<Item: Decodable, Coder: TopLevelDecoder>(type: Item.Type, decoder: Coder)
        -> Publishers.Decode<Self, Item, Coder> where Output == Coder.Input
    {
        Publishers.Decode(upstream: self, decoder: decoder)
    }
}
