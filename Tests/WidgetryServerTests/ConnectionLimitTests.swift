import Foundation
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing
@_spi(Testing) import WidgetryServer

/// The connection guard on an `EmbeddedChannel`, whose event loop runs on a manual clock: every deadline is
/// reached by advancing that clock, never by waiting.
@Suite struct ConnectionLimitTests {
    static let limits = ConnectionLimits(
        idleTimeout: .seconds(60), headerTimeout: .seconds(10), bodyTimeout: .seconds(30), maximumConnections: 8)

    /// A connected channel set up as the server sets up each connection.
    static func connection() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel()
        try WidgetServer.setUpConnectionHandlers(channel, limits: limits)
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 40000)).wait()
        return channel
    }

    /// Everything the server wrote, as text.
    static func written(_ channel: EmbeddedChannel) throws -> String {
        var text = ""
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { text += String(buffer: buffer) }
        return text
    }

    static func send(_ channel: EmbeddedChannel, _ text: String) throws {
        try channel.writeInbound(ByteBuffer(string: text))
    }

    @Test func anIdleConnectionIsClosedAfterTheIdleTimeout() throws {
        let channel = try Self.connection()
        channel.embeddedEventLoop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aHalfSentHeaderIsAnsweredWith408AndClosed() throws {
        let channel = try Self.connection()
        try Self.send(channel, "GET /api/host HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: app")
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
        let reply = try Self.written(channel)
        #expect(reply.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"), "\(reply)")
        #expect(reply.contains(#""code":"requestTimeout""#))
    }

    @Test func aBodyShorterThanItsContentLengthIsCutOffAfterTheBodyTimeout() throws {
        let channel = try Self.connection()
        try Self.send(channel, "POST /api/reload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\n{\"kind\"")
        channel.embeddedEventLoop.advanceTime(by: .seconds(20))
        try Self.send(channel, ":")
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive, "the body has 30 s from its header")
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test func aCompleteRequestIsNotTimedWhileItIsAnswered() throws {
        let channel = try Self.connection()
        try Self.send(channel, "GET /api/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        channel.embeddedEventLoop.advanceTime(by: .seconds(600))
        #expect(channel.isActive, "a long answer such as an event stream keeps its connection")
        try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok, headerFields: [.contentLength: "0"])))
        try channel.writeOutbound(HTTPResponsePart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(59))
        #expect(channel.isActive)
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive, "once answered, the connection is idle again")
    }

    @Test func aMethodTheParserDoesNotKnowIsA501InTheErrorShape() throws {
        let channel = try Self.connection()
        try Self.send(channel, "FROB /api/host HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        let reply = try Self.written(channel)
        #expect(reply.hasPrefix("HTTP/1.1 501 Not Implemented\r\n"), "\(reply)")
        #expect(reply.contains(#""code":"methodNotImplemented""#))
        #expect(reply.lowercased().contains("content-type: application/json"))
        #expect(!channel.isActive)
    }

    @Test func aHugeTokenIsA431InTheErrorShapeNotAnEmpty400() throws {
        let token = String(repeating: "t", count: 100_000)
        for request in [
            "GET /api/host HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(token)\r\n\r\n",
            "GET /api/host?token=\(token) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
        ] {
            let channel = try Self.connection()
            try Self.send(channel, request)
            let reply = try Self.written(channel)
            #expect(reply.hasPrefix("HTTP/1.1 431 Request Header Fields Too Large\r\n"), "\(reply.prefix(200))")
            #expect(reply.contains(#""code":"headersTooLarge""#))
            #expect(reply.lowercased().contains("content-type: application/json"))
            #expect(!channel.isActive)
        }
        let channel = try Self.connection()
        try Self.send(channel, "GET /api/host HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header\r\n\r\n")
        let reply = try Self.written(channel)
        #expect(reply.hasPrefix("HTTP/1.1 400 Bad Request\r\n") && reply.contains(#""code":"malformedRequest""#))
    }

    @Test func limitsMustBePositive() throws {
        try ConnectionLimits().validate()
        #expect(throws: WidgetServerError.self) { try ConnectionLimits(idleTimeout: .zero).validate() }
        #expect(throws: WidgetServerError.self) { try ConnectionLimits(bodyTimeout: .seconds(-1)).validate() }
        #expect(throws: WidgetServerError.self) { try ConnectionLimits(maximumConnections: 0).validate() }
        var configuration = WidgetServerConfiguration()
        configuration.connectionLimits.headerTimeout = .zero
        #expect(throws: WidgetServerError.self) { try configuration.validate() }
    }
}
