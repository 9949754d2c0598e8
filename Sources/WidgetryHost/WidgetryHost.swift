// The WidgetryHost module; see ARCHITECTURE.md.
