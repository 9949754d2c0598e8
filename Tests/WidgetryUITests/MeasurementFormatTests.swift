import Foundation
import Testing
import WidgetryUI

/// `Measurement.formatted` and `.measurement(…)`, which swift-corelibs-foundation lacks and weather widgets use.
@Suite struct MeasurementFormatTests {
    let us = Locale(identifier: "en_US")
    let france = Locale(identifier: "fr_FR")
    let britain = Locale(identifier: "en_GB")

    @Test func temperaturesFollowTheLocalesScaleUnlessAsProvided() {
        let warm = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us).format(warm) == "70.7°F")
        #expect(Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: britain).format(warm) == "21.5°C")
        #expect(
            Measurement<UnitTemperature>.FormatStyle(width: .abbreviated, locale: us, usage: .asProvided).format(warm)
                == "21.5°C")
    }

    @Test func widthsSpellTheUnit() {
        let distance = Measurement(value: 5, unit: UnitLength.kilometers)
        func spelled(_ width: Measurement<UnitLength>.FormatStyle.UnitWidth) -> String {
            Measurement<UnitLength>.FormatStyle(width: width, locale: britain, usage: .asProvided).format(distance)
        }
        #expect(spelled(.wide) == "5 kilometers")
        #expect(spelled(.abbreviated) == "5 km")
        #expect(spelled(.narrow) == "5km")
        let one = Measurement(value: 1, unit: UnitLength.miles)
        #expect(
            Measurement<UnitLength>.FormatStyle(width: .wide, locale: us, usage: .asProvided).format(one) == "1 mile")
    }

    @Test func purposeUsagesConvertForTheLocale() {
        let wind = Measurement(value: 36, unit: UnitSpeed.kilometersPerHour)
        #expect(wind.formatted(.measurement(width: .abbreviated, usage: .wind).locale(us)) == "22.369 mph")
        #expect(wind.formatted(.measurement(width: .abbreviated, usage: .wind).locale(france)) == "36 km/h")
        let road = Measurement(value: 8, unit: UnitLength.kilometers)
        #expect(
            road.formatted(
                .measurement(
                    width: .abbreviated, usage: .road, numberFormatStyle: .number.precision(.fractionLength(1))
                ).locale(britain))
                == "5.0 mi")
    }

    @Test func temperaturesCanHideTheirScaleAndUseTheLocalesNumbers() {
        let cold = Measurement(value: -3.25, unit: UnitTemperature.celsius)
        #expect(cold.formatted(.measurement(width: .abbreviated, hidesScaleName: true).locale(france)) == "-3,25°")
        #expect(cold.formatted(.measurement(width: .narrow).locale(france)) == "-3,25°")
        #expect(cold.formatted(.measurement(width: .wide).locale(france)) == "-3,25 degrees Celsius")
    }

    @MainActor
    @Test func textTakesAMeasurementFormat() {
        let temperature = Measurement(value: 18, unit: UnitTemperature.celsius)
        let tree = ViewResolver.resolve(
            Text(temperature, format: .measurement(width: .abbreviated, usage: .asProvided)),
            in: EnvironmentValues())
        #expect(tree.dump().contains("18°C"), "\(tree.dump())")
    }
}
