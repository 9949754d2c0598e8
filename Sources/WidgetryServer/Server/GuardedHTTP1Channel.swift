import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypesHTTP1

/// Hummingbird's HTTP/1.1 child channel with a ``ConnectionGuard`` in front: the idle, header and body deadlines of
/// ``ConnectionLimits`` and the `501` for methods the HTTP parser rejects, on every connection, before any request
/// reaches a route or authentication.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let responder: HTTPChannelHandler.Responder
    let limits: ConnectionLimits

    /// The server builder that makes one per connection.
    static func builder(limits: ConnectionLimits) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in GuardedHTTP1Channel(responder: responder, limits: limits) }
    }

    /// Installs the guard first in the pipeline, then Hummingbird's HTTP/1.1 handlers with the guard's part handler
    /// after the codec. Runs on the channel's event loop, as NIO calls child channel initializers.
    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let connection = ConnectionGuard(limits: limits)
        do {
            try channel.pipeline.syncOperations.addHandler(ConnectionGuard.RawHandler(connection), position: .first)
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        let bound = NIOLoopBound(connection, eventLoop: channel.eventLoop)
        let inner = HTTP1Channel(
            responder: responder,
            configuration: .init(additionalChannelHandlers: [ConnectionGuard.PartHandler(bound.value)]))
        return inner.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await HTTP1Channel(responder: responder).handle(value: value, logger: logger)
    }
}

extension WidgetServer {
    /// Installs on a channel what the server installs on each connection, minus the part that hands requests to
    /// the routes: the guard and the HTTP/1.1 codec. Tests drive it on an `EmbeddedChannel`, whose clock is manual.
    @_spi(Testing) public static func setUpConnectionHandlers(_ channel: any Channel, limits: ConnectionLimits) throws {
        let connection = ConnectionGuard(limits: limits)
        let pipeline = channel.pipeline.syncOperations
        try pipeline.addHandler(ConnectionGuard.RawHandler(connection), position: .first)
        try pipeline.configureHTTPServerPipeline(withPipeliningAssistance: false, withErrorHandling: false)
        try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
        try pipeline.addHandler(ConnectionGuard.PartHandler(connection))
    }
}
