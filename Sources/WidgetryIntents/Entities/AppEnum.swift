/// A parameter type with a fixed set of values, such as a category.
///
/// For example:
///
/// ```swift
/// enum Category: String, AppEnum {
///     case food, drinks, dessert
///     static var typeDisplayRepresentation: TypeDisplayRepresentation = "Category"
///     static var caseDisplayRepresentations: [Category: DisplayRepresentation] = [
///         .food: "Food", .drinks: "Drinks", .dessert: "Dessert",
///     ]
/// }
/// ```
///
/// Configurations store a case as its raw value, a string or an integer.
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, _IntentValue where RawValue: _IntentValue {
    /// How the type is named to people, such as "Category".
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }

    /// How each case appears to people.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}
