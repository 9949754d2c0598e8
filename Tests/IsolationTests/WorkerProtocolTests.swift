import Foundation
import Testing
import WidgetryKit

@testable import WidgetryIsolation

@Suite struct WorkerProtocolTests {
    /// A pipe with `bytes` written to it and its write end closed.
    private func pipe(with bytes: Data) throws -> Int32 {
        var fds: [Int32] = [0, 0]
        #expect(Foundation.pipe(&fds) == 0)
        try WorkerProtocol.write(bytes, to: fds[1])
        close(fds[1])
        return fds[0]
    }

    @Test func framesRoundTripInOrderAndTheStreamEndsCleanly() throws {
        var bytes = try WorkerProtocol.frame(WorkerRequest(id: 7, operation: .timeline, kind: "Steady"))
        bytes += try WorkerProtocol.frame(WorkerResponse(id: 7, error: "the weather service is down"))
        let fd = try pipe(with: bytes)
        defer { close(fd) }
        let first = try WorkerProtocol.readFrame(from: fd)
        let request = try JSONDecoder().decode(WorkerRequest.self, from: try #require(first))
        #expect(request.id == 7 && request.operation == .timeline && request.kind == "Steady")
        let second = try WorkerProtocol.readFrame(from: fd)
        let response = try JSONDecoder().decode(WorkerResponse.self, from: try #require(second))
        #expect(response.error == "the weather service is down")
        #expect(try WorkerProtocol.readFrame(from: fd) == nil)
    }

    @Test func aFrameOverTheLimitIsRefusedWithItsLength() throws {
        var length = UInt32(WorkerProtocol.maximumFrame + 1).bigEndian
        let fd = try pipe(with: Data(bytes: &length, count: 4))
        defer { close(fd) }
        #expect {
            try WorkerProtocol.readFrame(from: fd)
        } throws: { error in
            "\(error)".contains("\(WorkerProtocol.maximumFrame + 1) bytes is over")
        }
    }

    @Test func aStreamCutInsideAFrameIsAnErrorNotAnEnd() throws {
        var bytes = try WorkerProtocol.frame(WorkerRequest(id: 1, operation: .placeholder, kind: "Steady"))
        bytes.removeLast(3)
        let fd = try pipe(with: bytes)
        defer { close(fd) }
        #expect(throws: WorkerProtocolError.self) { try WorkerProtocol.readFrame(from: fd) }
    }

    @Test func contextsAndSpecsSurviveTheWire() throws {
        let context = TimelineProviderContextSample.make()
        let decoded = try ContextWire(context).decoded()
        #expect(decoded.family == context.family && decoded.displaySize == context.displaySize)
        #expect(decoded.environmentVariants.colorSchemes == context.environmentVariants.colorSchemes)
        #expect(decoded.environmentVariants.renderingModes == context.environmentVariants.renderingModes)
        let spec = TimelineProviderContextSample.spec()
        let back = try JSONDecoder().decode(SpecWire.self, from: JSONEncoder().encode(SpecWire(spec))).decoded()
        #expect(back.family == spec.family && back.size == spec.size && back.colorScheme == spec.colorScheme)
        #expect(back.renderingMode == spec.renderingMode && back.redaction == spec.redaction)
        #expect(back.now == spec.now && back.scale == spec.scale && back.timeZone == spec.timeZone)
    }
}
