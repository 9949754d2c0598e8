// swift-tools-version:6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "widgetry",
    // SwiftPM reads `.lproj` folders as localized resources and then needs a default language: the compatibility
    // tests keep a localized `Base.lproj/*.intentdefinition`, as Xcode does once a project is localized.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Widgetry", targets: ["Widgetry"]),
        .library(name: "WidgetryTesting", targets: ["WidgetryTesting"]),
        .library(name: "WidgetryIntents", targets: ["WidgetryIntents"]),
        .library(name: "WidgetryUI", targets: ["WidgetryUI"]),
        .library(name: "WidgetryKit", targets: ["WidgetryKit"]),
        .library(name: "WidgetryCLI", targets: ["WidgetryCLI"]),
        .library(name: "WidgetryHost", targets: ["WidgetryHost"]),
        .library(name: "WidgetrySQLite", targets: ["WidgetrySQLite"]),
        .library(name: "WidgetryMetrics", targets: ["WidgetryMetrics"]),
        // The serving half: `serve` and `store` with the host, its stores and the web server. A bundle gets them
        // with the `Serving` trait (see `traits`), or by depending on this product.
        .library(name: "WidgetryServing", targets: ["WidgetryServing"]),
        .library(name: "WidgetryPipeline", targets: ["WidgetryPipeline"]),
        .library(name: "WidgetryServer", targets: ["WidgetryServer"]),
        .library(name: "WidgetryDisplayList", targets: ["WidgetryDisplayList"]),
        .library(name: "WidgetryLayout", targets: ["WidgetryLayout"]),
        .library(name: "WidgetryRendering", targets: ["WidgetryRendering"]),
        .library(name: "WidgetryCairo", targets: ["WidgetryCairo"]),
        .library(name: "WidgetryHTML", targets: ["WidgetryHTML"]),
        .library(name: "WidgetryPanels", targets: ["WidgetryPanels"]),
        .library(name: "WidgetryPostgres", targets: ["WidgetryPostgres"]),
        // Compatibility products: widget code written for iOS imports these names unchanged.
        // Depend on them only on Linux, e.g.
        // `.product(name: "WidgetKit", package: "widgetry", condition: .when(platforms: [.linux]))`.
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "WidgetKit", targets: ["WidgetKit"]),
        .library(name: "AppIntents", targets: ["AppIntents"]),
        .library(name: "ActivityKit", targets: ["ActivityKit"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "Combine", targets: ["Combine", "WidgetryCombine"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "SwiftData", targets: ["SwiftData"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        // Build-tool plugins: SiriKit classes from `.intentdefinition` files, asset symbols from `.xcassets`.
        .plugin(name: "IntentDefinitionPlugin", targets: ["IntentDefinitionPlugin"]),
        .plugin(name: "AssetSymbolsPlugin", targets: ["AssetSymbolsPlugin"]),
        // `swift package --disable-sandbox preview`: every preview in the browser, rebuilt and updated on save.
        .plugin(name: "PreviewPlugin", targets: ["PreviewPlugin"]),
        .executable(name: "widgets-demo", targets: ["WidgetsDemo"]),
        .executable(name: "misbehaving-widgets", targets: ["MisbehavingWidgetsMain"]),
        .library(name: "WidgetryIsolation", targets: ["WidgetryIsolation"]),
    ],
    // Authoring needs no server: a package that depends on the compatibility products builds the view layer, layout,
    // painters, intents, the widget API and the commands that need no server. `Serving` adds `serve` and `store`
    // (the host's SQLite and PostgreSQL stores, metrics, the HTTP server) to every bundle's command line.
    traits: [
        .trait(
            name: "Serving",
            description: "Builds `serve` and `store` into every bundle: SwiftNIO, Hummingbird, GRDB, postgres-nio.")
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-syntax", "600.0.0"..<"700.0.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        // Scale-out: PostgreSQL as the shared store, Prometheus metrics on every host.
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.0"),
    ],
    targets: [
        // App Intents: intents, parameters, entities, enums, JSON configuration.
        .target(name: "WidgetryIntents"),
        // The SwiftUI-compatible view layer; resolves views into a Sendable tree.
        .target(name: "WidgetryUI", dependencies: ["WidgetryIntents"]),
        // Positioned drawing, hit regions and dynamic-date runs: what layout produces and backends paint.
        .target(name: "WidgetryDisplayList"),
        // SwiftUI's layout algorithm: resolved views in, a display list out; text measured through `TextEngine`.
        .target(name: "WidgetryLayout", dependencies: ["WidgetryUI", "WidgetryIntents", "WidgetryDisplayList"]),
        // Passes over a display list (rendering modes, redaction, color scheme) and the painter protocol.
        .target(name: "WidgetryRendering", dependencies: ["WidgetryDisplayList"]),
        // Cairo and Pango from Debian (libcairo2-dev, libpango1.0-dev), plus zlib and libdeflate for PNG.
        .systemLibrary(
            name: "CWidgetryPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "zlib1g-dev", "libdeflate-dev"])]
        ),
        // PNG, SVG and PDF through Cairo; text measured and drawn by Pango; fonts and symbol images.
        .target(name: "WidgetryCairo", dependencies: ["WidgetryRendering", "CWidgetryPango"]),
        // E-ink panels and dashboards: panel profiles, widgets on paper, dithering, gray PNG and 1-bit BMP.
        .target(
            name: "WidgetryPanels",
            dependencies: ["WidgetryCairo", "WidgetryRendering", "WidgetryIntents", "CWidgetryPango"]),
        // HarfBuzz's font subsetter from Debian (libharfbuzz-dev), for the fonts a standalone HTML document embeds.
        .systemLibrary(
            name: "CWidgetryHarfBuzz",
            pkgConfig: "harfbuzz-subset",
            providers: [.apt(["libharfbuzz-dev"])]
        ),
        // HTML and CSS painter of the same display list: deterministic, escaped, with live timers.
        .target(name: "WidgetryHTML", dependencies: ["WidgetryRendering", "CWidgetryHarfBuzz"]),
        // `#Preview` and friends.
        .macro(
            name: "WidgetryMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // SiriKit's intent classes (`INIntent`, `INObject`, `INInteraction`, responses) for widgets configured
        // through `.intentdefinition` files, as widgets written before iOS 17 are.
        .target(name: "WidgetrySiriKit", dependencies: ["WidgetryIntents"]),
        // Reads an `.intentdefinition` file (a plist) and writes the classes Xcode generates from it.
        .executableTarget(name: "widgetry-intentgen", path: "Sources/IntentDefinitionGenerator"),
        .plugin(
            name: "IntentDefinitionPlugin", capability: .buildTool(), dependencies: ["widgetry-intentgen"],
            path: "Plugins/IntentDefinitionPlugin"),
        // Reads an asset catalog (`.xcassets`) and writes Xcode's `ColorResource`/`ImageResource` symbols.
        .executableTarget(name: "widgetry-assetgen", path: "Sources/AssetSymbolGenerator"),
        .plugin(
            name: "AssetSymbolsPlugin", capability: .buildTool(), dependencies: ["widgetry-assetgen"],
            path: "Plugins/AssetSymbolsPlugin"),
        // The preview server: builds a bundle, renders its previews (the bundle's hidden `preview-renders`), serves them
        // on 127.0.0.1 with server-sent events and rebuilds on save. Foundation and POSIX sockets only, so authoring
        // builds no server stack.
        .target(name: "WidgetryPreview"),
        .executableTarget(
            name: "widgetry-preview", dependencies: ["WidgetryPreview"], path: "Sources/WidgetryPreviewTool"),
        .plugin(
            name: "PreviewPlugin",
            capability: .command(
                intent: .custom(
                    verb: "preview", description: "Serve every preview at http://127.0.0.1:8090/, rebuilt on save."),
                // No permissions: the server only listens on 127.0.0.1, which needs none on Linux; a declared
                // network permission would make `swift package` demand `--allow-network-connections` as well.
                permissions: []),
            dependencies: ["widgetry-preview"], path: "Plugins/PreviewPlugin"),
        // WidgetKit, ActivityKit and controls: declarations, providers, timelines, descriptors.
        .target(
            name: "WidgetryKit", dependencies: ["WidgetryUI", "WidgetryIntents", "WidgetrySiriKit", "WidgetryMacros"]),
        // Widget + entry + environment in, PNG/SVG/PDF/HTML out: resolve, lay out, paint.
        .target(
            name: "WidgetryPipeline",
            dependencies: ["WidgetryKit", "WidgetryLayout", "WidgetryCairo", "WidgetryHTML"]
        ),
        // The system side: instances, the scheduler and budgets, provider calls, render-ahead, the store.
        .target(name: "WidgetryHost", dependencies: ["WidgetryKit"]),
        // The host's embedded store: SQLite through GRDB, WAL, migrations, the event log.
        .target(
            name: "WidgetrySQLite",
            dependencies: [
                "WidgetryHost", "WidgetryKit", .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's C API, for reading columns straight from a statement when resuming (SQLiteRows).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]),
        // A host's Prometheus metrics.
        .target(
            name: "WidgetryMetrics",
            dependencies: ["WidgetryHost", .product(name: "Prometheus", package: "swift-prometheus")]),
        // The same store on PostgreSQL 15+ (postgres-nio), for several hosts on one database.
        .target(
            name: "WidgetryPostgres",
            dependencies: ["WidgetryHost", "WidgetryKit", .product(name: "PostgresNIO", package: "postgres-nio")]
        ),
        // HTTP: the REST API, the web home screen, live updates (server-sent events), push endpoints; APNs' own
        // endpoint also over HTTP/2 (cleartext or TLS) with ES256 provider tokens.
        .target(
            name: "WidgetryServer",
            dependencies: [
                "WidgetryHost", "WidgetrySQLite", "WidgetryMetrics", "WidgetryPipeline", "WidgetryPanels",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdHTTP2", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            resources: [.copy("Web")]
        ),
        // Providers in a child process: the worker side, the supervised process and the stand-in providers.
        .target(name: "WidgetryIsolation", dependencies: ["WidgetryKit", "WidgetryPipeline"]),
        // The commands every widget bundle gets that need no server: list, timeline, render, gallery, simulate.
        .target(
            name: "WidgetryCLI",
            dependencies: [
                "WidgetryKit", "WidgetryPipeline", "WidgetryHost", "WidgetryIsolation", "WidgetryPanels",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The serving half's commands: serve and store.
        .target(
            name: "WidgetryServing",
            dependencies: [
                "WidgetryCLI", "WidgetryHost", "WidgetrySQLite", "WidgetryMetrics", "WidgetryServer",
                "WidgetryPostgres", "WidgetryIsolation", "WidgetryKit", "WidgetryPipeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        // What widget authors import; with the `Serving` trait, bundles also get `serve` and `store`.
        .target(
            name: "Widgetry",
            dependencies: [
                "WidgetryKit", "WidgetryCLI", .target(name: "WidgetryServing", condition: .when(traits: ["Serving"])),
            ]),
        // Snapshot tests for widget authors: render, compare with references, write diffs.
        .target(name: "WidgetryTesting", dependencies: ["WidgetryKit", "WidgetryPipeline", "CWidgetryPango"]),
        // As on Apple's platforms, SwiftUI re-exports UIKit (iOS) and AppKit (macOS): on Linux it brings both subsets,
        // and WidgetKit re-exports SwiftUI.
        .target(
            name: "SwiftUI", dependencies: ["Widgetry", "WidgetryCombine", "Combine", "UIKit", "AppKit"],
            path: "Sources/Compatibility/SwiftUI"),
        .target(name: "WidgetKit", dependencies: ["Widgetry", "SwiftUI"], path: "Sources/Compatibility/WidgetKit"),
        .target(name: "AppIntents", dependencies: ["Widgetry"], path: "Sources/Compatibility/AppIntents"),
        .target(name: "ActivityKit", dependencies: ["Widgetry"], path: "Sources/Compatibility/ActivityKit"),
        .target(name: "Intents", dependencies: ["Widgetry", "WidgetrySiriKit"], path: "Sources/Compatibility/Intents"),
        .target(name: "UIKit", dependencies: ["Widgetry", "_Testing_UIKit"], path: "Sources/Compatibility/UIKit"),
        .target(name: "AppKit", dependencies: ["Widgetry", "_Testing_AppKit"], path: "Sources/Compatibility/AppKit"),
        // The toolchain declares Swift Testing cross-import overlays for UIKit and AppKit, so a test file that
        // imports both Testing and UIKit looks for these modules; on Linux they are empty.
        .target(name: "_Testing_UIKit", path: "Sources/Compatibility/_Testing_UIKit"),
        .target(name: "_Testing_AppKit", path: "Sources/Compatibility/_Testing_AppKit"),
        // Apple's Combine in pure Swift (Foundation and Dispatch only; DispatchQueue, RunLoop and OperationQueue are
        // Schedulers as on Apple's platforms), under a name of its own: SwiftUI re-exports it, as Apple's does.
        .target(name: "WidgetryCombine", path: "Sources/Compatibility/CombineCore"),
        // `import Combine` resolves to this empty C module. SwiftPM gives a C module's module map only to the targets
        // that depend on it, so a library that checks `#if canImport(Combine)` (GRDB, Alamofire) never sees it and
        // compiles the same way in every build, fresh or incremental; a Swift module named Combine would land in the
        // build's shared module folder, where a library compiled at the same time sees it in some files only.
        .target(name: "Combine", path: "Sources/Compatibility/Combine"),
        // `OSLog` also depends on `Widgetry` for the build order, not for code: swift-syntax checks
        // `#if canImport(OSLog)` and would compile against it if it happened to be built first.
        .target(
            name: "OSLog", dependencies: ["Widgetry", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Compatibility/OSLog"),
        // Frameworks Linux cannot have: every entry point is unavailable with a message naming what to use.
        .target(name: "SwiftData", path: "Sources/Compatibility/SwiftData"),
        .target(name: "CoreData", path: "Sources/Compatibility/CoreData"),
        // The seed widgets, written as a widget author writes them for iOS.
        .executableTarget(
            name: "WidgetsDemo",
            dependencies: ["SwiftUI", "WidgetKit", "AppIntents", "ActivityKit"],
            resources: [.copy("Assets.xcassets")]
        ),
        // Widgets whose providers throw, hang, block, trap and leak, beside one that behaves: containment's test
        // bundle (`misbehaving-widgets serve --isolate`).
        .target(name: "MisbehavingWidgets", dependencies: ["Widgetry"]),
        .executableTarget(name: "MisbehavingWidgetsMain", dependencies: ["MisbehavingWidgets"]),
        // Times the four phases of a render: resolve, layout, raster, PNG encode (`swift run -c release`).
        .executableTarget(
            name: "widgetry-render-benchmark",
            dependencies: ["WidgetryPipeline", "WidgetryCairo", "WidgetryDisplayList"],
            path: "Benchmarks/RenderBenchmark"
        ),
        // The host's scheduler at 10 k, 100 k and 1 M instances on a manual clock (`Benchmarks/scheduler/run.sh`).
        .executableTarget(
            name: "widgetry-scheduler-benchmark",
            dependencies: [
                "WidgetryHost", "WidgetrySQLite", "WidgetryKit", "WidgetryUI", "WidgetryIntents", "WidgetryPipeline",
            ],
            path: "Benchmarks/SchedulerBenchmark"
        ),
        .testTarget(name: "WidgetryIntentsTests", dependencies: ["WidgetryIntents"]),
        .testTarget(name: "CombineTests", dependencies: ["WidgetryCombine"]),
        .testTarget(name: "WidgetryUITests", dependencies: ["WidgetryUI", "WidgetryIntents"]),
        .testTarget(name: "WidgetryKitTests", dependencies: ["WidgetryKit"]),
        .testTarget(
            name: "WidgetryPanelsTests",
            dependencies: [
                "WidgetryPanels", "WidgetryPipeline", "WidgetryUI", "WidgetryDisplayList", "WidgetryRendering",
                "CWidgetryPango",
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetrySiriKitTests", dependencies: ["WidgetrySiriKit", "WidgetryKit"], exclude: ["Fixtures"]),
        // Widget files written as shipping apps write them, compiled with Apple's imports in Swift 5 mode
        // (here) and Swift 6 mode (`CompatibilityTests6`, the same files through symbolic links), and rendered.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: compatibilityTestDependencies,
            exclude: compatibilityTestExcludes,
            resources: [.copy("Resources")],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["IntentDefinitionPlugin", "AssetSymbolsPlugin"]
        ),
        .testTarget(
            name: "CompatibilityTests6",
            dependencies: compatibilityTestDependencies,
            exclude: compatibilityTestExcludes,
            resources: [.copy("Resources")],
            plugins: ["IntentDefinitionPlugin", "AssetSymbolsPlugin"]
        ),
        .testTarget(
            name: "WidgetryCLITests",
            dependencies: ["WidgetryCLI", "WidgetryServing", "Widgetry", "WidgetryPipeline", "WidgetryLayout"]),
        .testTarget(
            name: "WidgetsDemoTests", dependencies: ["WidgetsDemo", "WidgetryTesting"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetryCairoTests", dependencies: ["WidgetryCairo"], exclude: ["__Snapshots__", "Benchmarks"]),
        .testTarget(name: "WidgetryLayoutTests", dependencies: ["WidgetryLayout"]),
        .testTarget(
            name: "WidgetryHTMLTests", dependencies: ["WidgetryHTML", "WidgetryCairo"], exclude: ["__Snapshots__"]),
        .testTarget(
            name: "WidgetryHostTests",
            dependencies: ["WidgetryHost", "WidgetrySQLite", "WidgetryMetrics", "WidgetryPostgres"]),
        .testTarget(
            name: "WidgetryServerTests",
            dependencies: [
                "WidgetryServer", "WidgetryPostgres", "WidgetrySQLite", "WidgetryMetrics",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .testTarget(
            name: "IsolationTests",
            dependencies: ["WidgetryIsolation", "MisbehavingWidgets", "WidgetryHost", "WidgetryCLI", "WidgetryServing"]
        ),
        .testTarget(
            name: "WidgetryPreviewTests",
            dependencies: ["WidgetryPreview", "WidgetryCLI", "WidgetryPipeline", "Widgetry"]),
        .testTarget(
            name: "WidgetryMacrosTests",
            dependencies: [
                "WidgetryMacros", .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

/// What the compatibility tests import: Apple's module names, served by the compatibility products.
var compatibilityTestDependencies: [Target.Dependency] {
    [
        "SwiftUI", "WidgetKit", "AppIntents", "ActivityKit", "Intents", "UIKit", "AppKit", "Combine", "WidgetryCombine",
        "OSLog",
        "WidgetryTesting",
    ]
}

/// Not compiled: reference images, and widget files that do not compile yet (`Pending/`).
var compatibilityTestExcludes: [String] { ["__Snapshots__", "Pending"] }
