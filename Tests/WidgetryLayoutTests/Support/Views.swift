import Foundation
import WidgetryIntents
import WidgetryUI

/// Text in the 20-point system font: with the fixed engine, 10 points a character, 25 tall, baseline at 20.
@MainActor
func text20(_ string: String) -> Text { Text(string).font(.system(size: 20)) }

/// An intent for buttons and toggles in tests.
struct FavoriteIntent: AppIntent {
    static let title: LocalizedStringResource = "Favorite"
    @Parameter(title: "Item ID") var itemID: String
    init() {}
    init(itemID: String) { self.itemID = itemID }
    func perform() async throws -> some IntentResult { .result() }
}
