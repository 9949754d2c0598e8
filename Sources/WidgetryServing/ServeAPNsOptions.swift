import ArgumentParser
import Foundation
import WidgetryCLI
import WidgetryServer

/// `serve`'s options for APNs clients: the topic pushes name, an HTTP/2 listener (cleartext on loopback, or TLS),
/// and the provider-token keys pushes must be signed with.
struct ServeAPNsOptions: ParsableArguments {
    @Option(
        help: """
            The app's bundle identifier APNs-format pushes to /3/device/TOKEN name in apns-topic \
            (TOPIC.push-type.liveactivity, TOPIC.push-type.widgets); default: the bundle's name.
            """)
    var apnsTopic: String?

    @Option(
        name: .customLong("apns-http2-port"),
        help: """
            Also listen here for APNs clients, over HTTP/2: cleartext with prior knowledge, or TLS with \
            --apns-tls-certificate and --apns-tls-key (needed off loopback); 0 picks a free port.
            """)
    var http2Port: Int?

    @Option(name: .customLong("apns-tls-certificate"), help: "The HTTP/2 listener's certificate chain (PEM).")
    var tlsCertificate: String?

    @Option(name: .customLong("apns-tls-key"), help: "The HTTP/2 listener's private key (PEM).")
    var tlsKey: String?

    @Option(
        name: .customLong("apns-key"),
        help: """
            KEYID:TEAMID:PATH of an APNs auth key (.p8) that signs provider tokens (repeatable). With any, pushes \
            need 'authorization: bearer <JWT>' (ES256) and answer 403 InvalidProviderToken or \
            ExpiredProviderToken as APNs does.
            """)
    var keys: [String] = []

    /// Sets the configuration's APNs topic, listener and keys.
    ///
    /// - throws: `CommandError` naming the option that is wrong.
    func apply(to configuration: inout WidgetServerConfiguration) throws {
        configuration.apnsTopic = apnsTopic
        do {
            configuration.apnsProviderKeys = try keys.map(APNsProviderKey.init(argument:))
        } catch let error as WidgetServerError {
            throw CommandError(message: "--apns-key: \(error.message)")
        }
        guard let http2Port else {
            if tlsCertificate != nil || tlsKey != nil {
                throw CommandError(message: "--apns-tls-certificate and --apns-tls-key need --apns-http2-port.")
            }
            return
        }
        var tls: (certificatePath: String, keyPath: String)?
        switch (tlsCertificate, tlsKey) {
        case (let certificate?, let key?): tls = (certificate, key)
        case (nil, nil): tls = nil
        default: throw CommandError(message: "Give both --apns-tls-certificate and --apns-tls-key, or neither.")
        }
        if tls == nil, !configuration.bindsToLoopback {
            throw CommandError(
                message: "Cleartext HTTP/2 is for loopback only: give --apns-tls-certificate and --apns-tls-key to "
                    + "listen on \(configuration.host).")
        }
        configuration.apnsHTTP2 = WidgetServerConfiguration.APNsHTTP2Listener(
            host: configuration.host, port: http2Port, tls: tls)
    }
}
