import Foundation
import Testing
import WidgetryIntents

@Suite struct IntentSchemaTests {
    private static let categoryType = IntentValueType.enumeration(
        IntentEnumDescriptor(
            typeName: "Category", title: "Category",
            cases: [
                .init(rawValue: "food", title: "Food"), .init(rawValue: "drinks", title: "Drinks"),
                .init(rawValue: "dessert", title: "Dessert"),
            ]))

    @Test func describesTheSampleCategoryIntent() {
        let schema = IntentSchema(SelectCategoryIntent.self)
        #expect(schema.typeName == "WidgetryIntentsTests.SelectCategoryIntent")
        #expect(schema.title == "Select Category")
        #expect(schema.description == "")
        #expect(schema.openAppWhenRun == false)
        #expect(
            schema.parameters == [
                IntentParameterDescriptor(
                    name: "category", title: "Category", description: nil, valueType: Self.categoryType,
                    isOptional: false, defaultValue: "food"),
                IntentParameterDescriptor(
                    name: "showPrices", title: "Show prices", description: nil, valueType: .bool, isOptional: false,
                    defaultValue: true),
                IntentParameterDescriptor(
                    name: "maxItems", title: "Maximum items", description: nil, valueType: .int, isOptional: false,
                    defaultValue: 3),
                IntentParameterDescriptor(
                    name: "title", title: "Title", description: nil, valueType: .string, isOptional: false,
                    defaultValue: "A Default Title"),
            ])
    }

    @Test func describesEntityParametersAndTheirQuery() {
        let schema = IntentSchema(SelectCharacterIntent.self)
        #expect(schema.description == "Selects the character to display information for.")
        #expect(
            schema.parameters == [
                IntentParameterDescriptor(
                    name: "character", title: "Character", description: nil,
                    valueType: .entity(
                        IntentEntityDescriptor(
                            typeName: "CharacterDetail", title: "Character", queryTypeName: "CharacterQuery",
                            supportsStringSearch: false, isEnumerable: false)),
                    isOptional: false, defaultValue: nil)
            ])
        let planet = IntentSchema(NeedsPlanetIntent.self).parameter(named: "planet")
        guard case .entity(let descriptor) = planet?.valueType else {
            Issue.record("planet is not an entity parameter: \(String(describing: planet))")
            return
        }
        #expect(descriptor.supportsStringSearch)
        #expect(descriptor.isEnumerable)
        #expect(descriptor.queryTypeName == "PlanetQuery")
    }

    @Test(arguments: [
        ("name", "string", true), ("count", "int", false), ("ratio", "double", false), ("enabled", "bool", false),
        ("due", "date", false), ("link", "url", false), ("reminder", "date", true), ("homepage", "url", true),
        ("priority", "enum Priority", false), ("fallbackPriority", "enum Priority", true),
        ("planet", "entity Planet", true), ("notebook", "entity Notebook", true),
        ("hero", "entity CharacterDetail", false), ("tags", "array of string", false),
        ("dates", "array of date", false), ("categories", "array of enum Category", false),
        ("team", "array of entity CharacterDetail", false), ("moons", "array of entity Planet", true),
    ])
    func describesEveryValueType(name: String, type: String, isOptional: Bool) throws {
        let parameter = try #require(IntentSchema(EverythingIntent.self).parameter(named: name))
        #expect(parameter.valueType.description == type)
        #expect(parameter.isOptional == isOptional)
    }

    @Test func keepsDeclarationOrderDescriptionsAndDefaults() {
        let parameters = IntentSchema(EverythingIntent.self).parameters
        #expect(parameters.prefix(3).map(\.name) == ["name", "count", "ratio"])
        #expect(parameters[2].description == "Between 0 and 1")
        #expect(parameters.first { $0.name == "due" }?.defaultValue == "2023-11-14T22:13:20Z")
        #expect(parameters.first { $0.name == "categories" }?.defaultValue == ["food"])
        #expect(parameters.first { $0.name == "name" }?.defaultValue == nil)
    }

    @Test func enumCasesUseDisplayRepresentationsOrRawValues() {
        let priority = IntentSchema(EverythingIntent.self).parameter(named: "priority")
        guard case .enumeration(let descriptor) = priority?.valueType else {
            Issue.record("priority is not an enum parameter")
            return
        }
        #expect(
            descriptor.cases == [
                .init(rawValue: 1, title: "Low", subtitle: "Whenever"), .init(rawValue: 2, title: "Medium"),
                .init(rawValue: 3, title: "3"),
            ])
    }

    @Test func schemaSurvivesCodableRoundTrip() throws {
        let schema = IntentSchema(EverythingIntent.self)
        let decoded = try JSONDecoder().decode(IntentSchema.self, from: try JSONEncoder().encode(schema))
        #expect(decoded == schema)
    }

    @Test func optionsListEnumCasesAndSuggestedEntities() async throws {
        let categories = try await IntentSchema.options(for: "category", of: SelectCategoryIntent.self)
        #expect(categories.map(\.value) == ["food", "drinks", "dessert"])
        #expect(categories.map(\.title) == ["Food", "Drinks", "Dessert"])
        let characters = try await IntentSchema.options(for: "character", of: SelectCharacterIntent.self)
        #expect(characters.map(\.value) == ["Power Panda", "Unipony", "Spouty"])
        #expect(characters.first?.title == "🐼 Power Panda")
        let team = try await IntentSchema.options(for: "team", of: EverythingIntent.self)
        #expect(team.count == 3)
    }

    @Test func enumerableQueryOffersEveryEntity() async throws {
        let planets = try await IntentSchema.options(for: "planet", of: EverythingIntent.self)
        #expect(
            planets == [
                IntentValueOption(value: "1", title: "Mercury", subtitle: "Planet 1"),
                IntentValueOption(value: "3", title: "Earth", subtitle: "Planet 3"),
                IntentValueOption(value: "4", title: "Mars", subtitle: "Planet 4"),
            ])
    }

    @Test func searchUsesStringQueryOrFiltersTitles() async throws {
        let planets = try await IntentSchema.options(for: "planet", of: EverythingIntent.self, matching: "ma")
        #expect(planets.map(\.title) == ["Mars"])
        let characters = try await IntentSchema.options(for: "hero", of: EverythingIntent.self, matching: "UNI")
        #expect(characters.map(\.value) == ["Unipony"])
        let categories = try await IntentSchema.options(for: "category", of: SelectCategoryIntent.self, matching: "ss")
        #expect(categories.map(\.value) == ["dessert"])
        #expect(try await IntentSchema.options(for: "count", of: EverythingIntent.self).isEmpty)
    }

    @Test func defaultValueComesFromDefaultOrQuery() async throws {
        #expect(try await IntentSchema.defaultValue(for: "character", of: SelectCharacterIntent.self) == "Power Panda")
        #expect(try await IntentSchema.defaultValue(for: "category", of: SelectCategoryIntent.self) == "food")
        #expect(try await IntentSchema.defaultValue(for: "planet", of: NeedsPlanetIntent.self) == nil)
        #expect(try await IntentSchema.defaultValue(for: "name", of: EverythingIntent.self) == .null)
    }

    @Test func helpersRejectUnknownParametersAndReportQueryFailures() async throws {
        let unknown = await #expect(throws: IntentError.self) {
            _ = try await IntentSchema.options(for: "colour", of: SelectCategoryIntent.self)
        }
        #expect(unknown?.code == .unknownParameter)
        let failed = await #expect(throws: IntentError.self) {
            _ = try await IntentSchema.options(for: "gadget", of: NeedsGadgetIntent.self)
        }
        #expect(failed?.code == .queryFailed)
        #expect(
            failed?.message
                == "GadgetQuery.suggestedEntities() failed for Gadget: the gadget store is offline. "
                + "Check the query, then try again.")
    }
}
