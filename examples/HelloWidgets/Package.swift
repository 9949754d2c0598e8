// swift-tools-version:6.1
// A widget author's package as Widgetry's README describes it: the widget code is what an iOS widget extension
// holds, and on Linux `import SwiftUI` and `import WidgetKit` come from Widgetry's compatibility products.
//
// `swift build` and `swift test` build the authoring half only (views, layout, painters, intents, the widget API
// and the `list`, `timeline`, `render`, `gallery` and `simulate` commands): no SwiftNIO, Hummingbird, GRDB,
// postgres-nio, swift-crypto or Prometheus. `swift run --traits Serving HelloWidgets serve` adds the server.
import PackageDescription

let package = Package(
    name: "HelloWidgets",
    platforms: [.macOS(.v15), .iOS(.v18)],
    // Optional: forwards `--traits Serving` to Widgetry, which then builds `serve` and `store` into the bundle.
    traits: [.trait(name: "Serving", description: "Build `serve` and `store` (the host and its web home screen).")],
    dependencies: [
        // In your own package: .package(url: "https://github.com/…/widgetry", from: "…", traits: …)
        .package(
            name: "widgetry", path: "../..",
            traits: [.trait(name: "Serving", condition: .when(traits: ["Serving"]))])
    ],
    targets: [
        .executableTarget(
            name: "HelloWidgets",
            dependencies: [
                .product(name: "SwiftUI", package: "widgetry", condition: .when(platforms: [.linux])),
                .product(name: "WidgetKit", package: "widgetry", condition: .when(platforms: [.linux])),
            ]
        ),
        .testTarget(
            name: "HelloWidgetsTests",
            dependencies: [
                "HelloWidgets",
                .product(name: "WidgetryTesting", package: "widgetry", condition: .when(platforms: [.linux])),
            ],
            exclude: ["__Snapshots__"]
        ),
    ]
)
