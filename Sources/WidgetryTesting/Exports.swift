// What authors' tests get with `import WidgetryTesting`: the widget API and the pipeline's request type.
@_exported import WidgetryKit
@_exported import WidgetryPipeline
@_exported import WidgetryUI
