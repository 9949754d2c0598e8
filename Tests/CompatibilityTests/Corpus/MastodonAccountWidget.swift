import AppIntents
import SwiftUI
import WidgetKit

// A follower-count widget configured with App Intents: the account is an `AppEntity` found through an
// `EntityStringQuery`, the provider is async, and the Lock Screen families get their own layouts.

struct MastodonAccountEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = MastodonAccountQuery()

    let id: String
    let acct: String
    let followers: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(acct)")
    }

    static let signedIn: [MastodonAccountEntity] = [
        MastodonAccountEntity(id: "109", acct: "@ada@hachyderm.io", followers: 1_284),
        MastodonAccountEntity(id: "110", acct: "@grace@mastodon.social", followers: 52),
    ]
}

struct MastodonAccountQuery: EntityStringQuery {
    func entities(for identifiers: [MastodonAccountEntity.ID]) async throws -> [MastodonAccountEntity] {
        MastodonAccountEntity.signedIn.filter { identifiers.contains($0.id) }
    }

    func entities(matching string: String) async throws -> [MastodonAccountEntity] {
        MastodonAccountEntity.signedIn.filter { $0.acct.localizedCaseInsensitiveContains(string) }
    }

    func suggestedEntities() async throws -> [MastodonAccountEntity] { MastodonAccountEntity.signedIn }

    func defaultResult() async -> MastodonAccountEntity? { MastodonAccountEntity.signedIn.first }
}

struct MastodonAccountIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Account"
    static let description = IntentDescription("Choose which account to follow.")

    @Parameter(title: "Account")
    var account: MastodonAccountEntity?
}

struct MastodonAccountEntry: TimelineEntry {
    let date: Date
    let account: MastodonAccountEntity?
}

struct MastodonAccountProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> MastodonAccountEntry {
        MastodonAccountEntry(date: .now, account: MastodonAccountEntity.signedIn.first)
    }

    func snapshot(for configuration: MastodonAccountIntent, in context: Context) async -> MastodonAccountEntry {
        MastodonAccountEntry(date: .now, account: configuration.account)
    }

    func timeline(for configuration: MastodonAccountIntent, in context: Context) async
        -> Timeline<MastodonAccountEntry>
    {
        Timeline(entries: [MastodonAccountEntry(date: .now, account: configuration.account)], policy: .atEnd)
    }
}

struct MastodonAccountWidgetView: View {
    @Environment(\.widgetFamily) private var family
    var entry: MastodonAccountProvider.Entry

    var body: some View {
        Group {
            if let account = entry.account {
                switch family {
                case .accessoryInline:
                    Label("\(account.followers) followers", systemImage: "person.2")
                case .accessoryCircular:
                    ZStack {
                        AccessoryWidgetBackground()
                        Text(account.followers, format: .number.notation(.compactName))
                            .font(.headline)
                    }
                default:
                    VStack(alignment: .leading) {
                        Text(account.acct).font(.headline).widgetAccentable()
                        Text("\(account.followers) followers").font(.body)
                    }
                }
            } else {
                Text("Choose an account")
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct MastodonAccountWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: "MastodonAccount", intent: MastodonAccountIntent.self, provider: MastodonAccountProvider()
        ) { entry in
            MastodonAccountWidgetView(entry: entry)
        }
        .configurationDisplayName("Followers")
        .description("Your follower count.")
        .supportedFamilies([.accessoryInline, .accessoryCircular, .accessoryRectangular])
    }
}

extension CorpusCase {
    static var mastodonAccount: CorpusCase {
        .widget(
            MastodonAccountWidget.self,
            entry: MastodonAccountEntry(date: corpusNow, account: MastodonAccountEntity.signedIn[0]),
            family: .accessoryRectangular, expecting: ["@ada@hachyderm.io", "followers"])
    }
}
