import Foundation

// Foundation on Apple's platforms formats measurements (`temperature.formatted(.measurement(width: .narrow))`,
// `Text(speed, format: .measurement(width: .abbreviated, usage: .wind))`); swift-corelibs-foundation has neither
// `Measurement.FormatStyle` nor `MeasurementFormatter`, and weather widgets use them everywhere. These are Apple's
// spellings, formatting with the locale's numbers and the units' names and symbols.

/// The usage for formatting measurements: which unit a measurement is shown in.
///
/// `.asProvided` keeps the measurement's unit. `.general` and the purpose-specific usages (`.weather`, `.person`,
/// `.road`, `.wind`, `.personWeight`…) show it in the unit the locale prefers for that dimension: degrees Fahrenheit,
/// miles, miles per hour and pounds where the measurement system is the US one; degrees Celsius, kilometres,
/// kilometres per hour and kilograms elsewhere (the United Kingdom keeps miles and miles per hour on roads). A
/// dimension without a preference here (pressure, energy, durations…) keeps its unit.
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Hashable, Codable, Sendable {
    let purpose: String

    init(_ purpose: String) { self.purpose = purpose }

    /// The unit the locale generally prefers for the dimension.
    public static var general: Self { Self("general") }
    /// The unit of the measurement, unconverted.
    public static var asProvided: Self { Self("asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// Temperatures in a weather forecast.
    public static var weather: Self { Self("weather") }
    /// A person's body temperature.
    public static var person: Self { Self("person") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on roads.
    public static var road: Self { Self("road") }
    /// A person's height.
    public static var personHeight: Self { Self("personHeight") }
    /// Lengths describing a person.
    public static var person: Self { Self("person") }
    /// Rainfall amounts.
    public static var rainfall: Self { Self("rainfall") }
    /// Snowfall amounts.
    public static var snowfall: Self { Self("snowfall") }
    /// Visibility distances.
    public static var visibility: Self { Self("visibility") }
    /// A lens's focal length.
    public static var focalLength: Self { Self("focalLength") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speeds.
    public static var wind: Self { Self("wind") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self("personWeight") }
}

extension Measurement where UnitType: Dimension {
    /// A format style that converts measurements into human-readable strings: `21.5°C`, `5 km`, `12 miles per hour`.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How a unit is spelled.
        public struct UnitWidth: Codable, Hashable, Sendable {
            let name: String

            /// The unit's full name: `5 kilometers`, `21.5 degrees Celsius`.
            public static var wide: Self { Self(name: "wide") }
            /// The unit's symbol: `5 km`, `21.5°C`.
            public static var abbreviated: Self { Self(name: "abbreviated") }
            /// The shortest form: `5km`, `21.5°`.
            public static var narrow: Self { Self(name: "narrow") }
        }

        /// How the unit is spelled.
        public var width: UnitWidth
        /// The locale whose numbers and unit preferences are used.
        public var locale: Locale
        /// Which unit the measurement is shown in.
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        /// How the number is formatted; the locale's default with up to three fraction digits when `nil`.
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        /// Whether a temperature leaves out its scale (`21°` instead of `21°C`).
        var hidesScaleName = false

        /// Creates a measurement format style.
        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent,
            usage: MeasurementFormatUnitUsage<UnitType> = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        /// The measurement as a string.
        public func format(_ measurement: Measurement<UnitType>) -> String {
            let shown = MeasurementUnits.converted(measurement, usage: usage?.purpose ?? "general", locale: locale)
            let number = (numberFormatStyle ?? .number.precision(.fractionLength(0...3))).locale(locale)
                .format(shown.value)
            return MeasurementUnits.spell(
                number: number, value: shown.value, unit: shown.unit, width: width.name, hidesScale: hidesScaleName)
        }

        /// The style with another locale.
        public func locale(_ locale: Locale) -> Self {
            var copy = self
            copy.locale = locale
            return copy
        }
    }

    /// The measurement formatted with the default style: abbreviated, in the unit the current locale prefers.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }

    /// The measurement formatted with a style.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }
}

extension Foundation.FormatStyle {
    /// A style for formatting measurements.
    ///
    /// - Parameters:
    ///   - width: How the unit is spelled.
    ///   - usage: Which unit the measurement is shown in.
    ///   - numberFormatStyle: How the number is formatted.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }

    /// A style for formatting temperatures, optionally without the scale's name (`21°`).
    ///
    /// - Parameters:
    ///   - width: How the unit is spelled.
    ///   - usage: Which unit the temperature is shown in.
    ///   - hidesScaleName: Whether to leave out the scale (`°C`, `°F`).
    ///   - numberFormatStyle: How the number is formatted.
    public static func measurement(
        width: Measurement<UnitTemperature>.FormatStyle.UnitWidth = .abbreviated,
        usage: MeasurementFormatUnitUsage<UnitTemperature> = .general, hidesScaleName: Bool = false,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitTemperature>.FormatStyle {
        var style = Measurement<UnitTemperature>.FormatStyle(
            width: width, usage: usage, numberFormatStyle: numberFormatStyle)
        style.hidesScaleName = hidesScaleName
        return style
    }
}

/// Unit preferences by locale, and units' names.
enum MeasurementUnits {
    /// The measurement in the unit `usage` asks for in `locale`.
    static func converted<U: Dimension>(_ measurement: Measurement<U>, usage: String, locale: Locale) -> Measurement<U>
    {
        guard usage != "asProvided", let target = preferredUnit(for: measurement.unit, usage: usage, locale: locale)
        else { return measurement }
        return measurement.converted(to: target)
    }

    /// The unit a locale prefers for a dimension and purpose, or `nil` to keep the measurement's.
    static func preferredUnit<U: Dimension>(for unit: U, usage: String, locale: Locale) -> U? {
        let system = locale.measurementSystem
        let us = system == .us
        let imperialRoads = us || system == .uk
        let preferred: Dimension? =
            switch unit {
            case is UnitTemperature: us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
            case is UnitSpeed:
                usage == "wind" || usage == "general"
                    ? (imperialRoads ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour) : nil
            case is UnitLength:
                switch usage {
                case "road", "visibility": imperialRoads ? UnitLength.miles : UnitLength.kilometers
                case "personHeight", "person": us ? UnitLength.inches : UnitLength.centimeters
                case "rainfall", "snowfall": us ? UnitLength.inches : UnitLength.millimeters
                default: nil
                }
            case is UnitMass: usage == "personWeight" ? (us ? UnitMass.pounds : UnitMass.kilograms) : nil
            default: nil
            }
        return preferred.flatMap { $0 as? U }
    }

    /// The number and the unit, as `width` spells them.
    static func spell(number: String, value: Double, unit: Dimension, width: String, hidesScale: Bool) -> String {
        let isTemperature = unit is UnitTemperature
        if hidesScale, isTemperature { return number + "°" }
        switch width {
        case "wide":
            let names = wideNames[unit.symbol]
            guard let names else { return number + " " + unit.symbol }
            return number + " " + (abs(value) == 1 ? names.one : names.other)
        case "narrow":
            if isTemperature { return number + "°" }
            return number + unit.symbol
        default:
            if isTemperature || unit.symbol == "%" { return number + unit.symbol }
            return number + " " + unit.symbol
        }
    }

    /// English names of the units widgets show, by symbol: singular and plural.
    static let wideNames: [String: (one: String, other: String)] = [
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"),
        "K": ("kelvin", "kelvins"), "km": ("kilometer", "kilometers"), "m": ("meter", "meters"),
        "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"), "mi": ("mile", "miles"),
        "ft": ("foot", "feet"), "in": ("inch", "inches"), "yd": ("yard", "yards"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"),
        "m/s": ("meter per second", "meters per second"), "kn": ("knot", "knots"), "kg": ("kilogram", "kilograms"),
        "g": ("gram", "grams"), "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"), "hr": ("hour", "hours"),
        "min": ("minute", "minutes"), "s": ("second", "seconds"), "hPa": ("hectopascal", "hectopascals"),
        "mbar": ("millibar", "millibars"), "inHg": ("inch of mercury", "inches of mercury"),
        "kCal": ("kilocalorie", "kilocalories"), "kJ": ("kilojoule", "kilojoules"), "L": ("liter", "liters"),
        "mL": ("milliliter", "milliliters"), "kWh": ("kilowatt-hour", "kilowatt-hours"), "W": ("watt", "watts"),
        "kW": ("kilowatt", "kilowatts"),
    ]
}
