package dev.tablewright.ui.inspector;

import dev.tablewright.ui.inspector.InspectorViewModel.Kind;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;

/**
 * The right-hand panel ({@code #inspector}): the entity, table, relationship or access pattern inspector the
 * selection calls for, or a hint when it calls for none. Only the inspector shown is in the scene,
 * so the ids inside are unique. Binds only.
 */
public final class InspectorView extends BorderPane {
    private final ScrollPane scroll = new ScrollPane();
    private final Label nothing = new Label(InspectorViewModel.NOTHING_SELECTED);
    private final EntityInspectorView entity;
    private final TableInspectorView table;
    private final RelationshipInspectorView relationship;
    private final PatternInspectorView pattern;

    public InspectorView(InspectorViewModel vm) {
        setId("inspector");
        getStyleClass().add("inspector");
        getStylesheets().add(InspectorView.class.getResource("inspector.css").toExternalForm());
        entity = new EntityInspectorView(vm.entity());
        table = new TableInspectorView(vm.table());
        relationship = new RelationshipInspectorView(vm.relationship());
        pattern = new PatternInspectorView(vm.pattern());
        nothing.setId("inspectorPlaceholder");
        nothing.getStyleClass().add("inspector-placeholder");
        nothing.setWrapText(true);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("inspector-scroll");
        vm.kindProperty().addListener((o, a, b) -> show(b));
        show(vm.kind());
    }

    private void show(Kind kind) {
        Node content = switch (kind) {
            case ENTITY -> entity;
            case TABLE -> table;
            case RELATIONSHIP -> relationship;
            case PATTERN -> pattern;
            case NONE -> null;
        };
        if (content == null) {
            scroll.setContent(null);
            setCenter(nothing);
        } else {
            scroll.setContent(content);
            setCenter(scroll);
        }
    }
}
