// The WidgetryHTML module; see ARCHITECTURE.md.
