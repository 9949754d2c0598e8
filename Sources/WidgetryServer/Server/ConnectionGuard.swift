import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Enforces ``ConnectionLimits`` on one connection: a deadline for each phase in which the server waits for the
/// client (idle between requests, reading a request's header, reading its body), none while it answers.
///
/// Two handlers share it: ``RawHandler`` sits first in the pipeline and sees bytes (so it knows when a request
/// begins, and can answer `408` before any HTTP state exists); ``PartHandler`` sits after the HTTP codec and sees
/// where headers, bodies and responses end. Both run on the connection's event loop, as does every deadline.
final class ConnectionGuard {
    /// What the server is waiting for.
    enum Phase: Equatable {
        /// A kept-alive connection with no request begun.
        case idle
        /// The rest of a request's header, after its first byte.
        case header
        /// The rest of a request's body, after its header.
        case body
        /// Nothing: a request is complete and the server is answering it.
        case responding
    }

    private(set) var phase: Phase = .idle
    private let limits: ConnectionLimits
    /// When the current phase runs out; `nil` while responding.
    private var deadline: NIODeadline?
    /// The one timer of the connection and when it fires. It fires no later than the shortest timeout after it
    /// was armed, so it never fires after a phase's deadline; when it fires early it is armed again. A phase
    /// change only notes its deadline: three phase changes a request schedule and cancel no tasks.
    private var timer: Scheduled<Void>?
    /// Bytes of a next (pipelined) request arrived while the server was answering.
    private var requestBegunWhileResponding = false
    /// The first handler's context: where a `408` is written and the connection closed from.
    fileprivate var rawContext: ChannelHandlerContext?
    /// The shortest of the three timeouts.
    private let shortestTimeout: TimeAmount

    init(limits: ConnectionLimits) {
        self.limits = limits
        shortestTimeout = Self.timeAmount(min(limits.idleTimeout, limits.headerTimeout, limits.bodyTimeout))
    }

    /// Moves to a phase and sets its deadline (none for ``Phase/responding``).
    fileprivate func enter(_ next: Phase) {
        phase = next
        guard let context = rawContext, next != .responding else {
            deadline = nil
            return
        }
        let duration =
            switch next {
            case .idle: limits.idleTimeout
            case .header: limits.headerTimeout
            case .body, .responding: limits.bodyTimeout
            }
        let now = context.eventLoop.now
        deadline = now + Self.timeAmount(duration)
        if timer == nil { arm(now: now) }
    }

    /// Schedules the timer at the deadline, or sooner: no later than the shortest timeout from now, so no phase
    /// entered before it fires can have an earlier deadline.
    private func arm(now: NIODeadline) {
        guard let context = rawContext, let deadline else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: min(deadline, now + shortestTimeout)) {
            self.timerFired()
        }
    }

    /// The timer fired: the connection expires if its phase's deadline has passed; otherwise the timer is armed
    /// again (not while responding: the next phase arms it).
    private func timerFired() {
        timer = nil
        guard let deadline, let context = rawContext else { return }
        let now = context.eventLoop.now
        if deadline > now {
            arm(now: now)
        } else {
            expire()
        }
    }

    /// A deadline passed: answer `408` if no request is under way, then close.
    private func expire() {
        guard let context = rawContext else { return }
        deadline = nil
        if phase == .header {
            var buffer = context.channel.allocator.buffer(capacity: 256)
            buffer.writeString(Self.requestTimeoutResponse)
            context.writeAndFlush(NIOAny(buffer), promise: nil)
        }
        context.close(promise: nil)
    }

    fileprivate func connectionBecameActive() {
        if phase == .idle && deadline == nil { enter(.idle) }
    }

    fileprivate func bytesArrived() {
        switch phase {
        case .idle: enter(.header)
        case .responding: requestBegunWhileResponding = true
        case .header, .body: break
        }
    }

    fileprivate func headerArrived() {
        requestBegunWhileResponding = false
        enter(.body)
    }

    fileprivate func requestEnded() {
        enter(.responding)
    }

    fileprivate func responseEnded() {
        guard phase == .responding else { return }
        enter(requestBegunWhileResponding ? .header : .idle)
        requestBegunWhileResponding = false
    }

    fileprivate func stop() {
        timer?.cancel()
        timer = nil
        deadline = nil
        rawContext = nil
    }

    static func timeAmount(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// What a client that is too slow to send its header gets before the connection closes.
    static let requestTimeoutResponse: String = {
        let body =
            #"{"error":{"code":"requestTimeout","message":"The request's header did not arrive in time. "#
            + #"Send the whole request at once."}}"#
        return "HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
    }()

    /// The first handler: sees every byte, so it knows when a request begins.
    final class RawHandler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer
        typealias OutboundOut = ByteBuffer

        let connection: ConnectionGuard

        init(_ connection: ConnectionGuard) {
            self.connection = connection
        }

        func handlerAdded(context: ChannelHandlerContext) {
            connection.rawContext = context
            if context.channel.isActive { connection.connectionBecameActive() }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            connection.stop()
        }

        func channelActive(context: ChannelHandlerContext) {
            connection.connectionBecameActive()
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            connection.stop()
            context.fireChannelInactive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if unwrapInboundIn(data).readableBytes > 0 { connection.bytesArrived() }
            context.fireChannelRead(data)
        }
    }

    /// The handler after the HTTP codec: sees where headers, requests and responses end, and answers a method the
    /// HTTP parser does not know with `501` in the API's error shape.
    final class PartHandler: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart

        let connection: ConnectionGuard

        init(_ connection: ConnectionGuard) {
            self.connection = connection
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head: connection.headerArrived()
            case .body: break
            case .end: connection.requestEnded()
            }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { connection.responseEnded() }
            context.write(data, promise: promise)
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            guard let parserError = error as? HTTPParserError,
                connection.phase == .header || connection.phase == .idle
            else {
                context.fireErrorCaught(error)
                return
            }
            let error = Self.answer(to: parserError)
            var head = HTTPResponse(status: error.status)
            head.headerFields[.contentType] = "application/json; charset=utf-8"
            head.headerFields[.contentLength] = String(error.body.count)
            head.headerFields[.connection] = "close"
            connection.enter(.responding)
            context.write(wrapOutboundOut(.head(head)), promise: nil)
            context.write(wrapOutboundOut(.body(ByteBuffer(bytes: error.body))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
        }

        /// What a request the HTTP parser refused is answered, in the API's error shape rather than an empty
        /// `400`: a method it does not know is a `501`, a request line and headers over its limit (such as a
        /// 100,000-character token) a `431`, anything else a `400`.
        static func answer(to error: HTTPParserError) -> WidgetServerError {
            switch error {
            case .invalidMethod:
                return MethodRules.unknownMethodError(nil)
            case .headerOverflow:
                return WidgetServerError(
                    statusCode: 431, code: "headersTooLarge",
                    message: "The request line and headers are larger than the server reads (80 KiB). Send a "
                        + "shorter URL, token or cookie.")
            default:
                return WidgetServerError(
                    statusCode: 400, code: "malformedRequest",
                    message: "The request is not well-formed HTTP/1.1 (\(error)). Check the request line and headers.")
            }
        }
    }
}
