package dev.tablewright.ui.inspector;

import dev.tablewright.ui.failure.FailedPane;
import dev.tablewright.ui.failure.Guarded;
import dev.tablewright.ui.inspector.InspectorViewModel.Kind;
import java.util.EnumMap;
import java.util.Map;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;

/**
 * The right-hand panel ({@code #inspector}): the entity, table, relationship or access pattern inspector the
 * selection calls for, or a hint when it calls for none. Only the inspector shown is in the scene,
 * so the ids inside are unique. Each inspector is built the first time its kind is shown; one whose
 * building fails says so in its place (the others still show) and is tried again the next time. Binds only.
 */
public final class InspectorView extends BorderPane {
    private final ScrollPane scroll = new ScrollPane();
    private final Label nothing = new Label(InspectorViewModel.NOTHING_SELECTED);
    private final Function<Kind, Node> build;
    private final Map<Kind, Node> built = new EnumMap<>(Kind.class);

    public InspectorView(InspectorViewModel vm) {
        this(vm, inspectors(vm));
    }

    /** @param build makes the inspector of a kind (tests make one fail) */
    InspectorView(InspectorViewModel vm, Function<Kind, Node> build) {
        this.build = build;
        setId("inspector");
        getStyleClass().add("inspector");
        getStylesheets().add(InspectorView.class.getResource("inspector.css").toExternalForm());
        nothing.setId("inspectorPlaceholder");
        nothing.getStyleClass().add("inspector-placeholder");
        nothing.setWrapText(true);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("inspector-scroll");
        vm.kindProperty().addListener((o, a, b) -> show(b));
        show(vm.kind());
    }

    /** The app's inspectors, one per kind shown. */
    static Function<Kind, Node> inspectors(InspectorViewModel vm) {
        return kind -> switch (kind) {
            case ENTITY -> new EntityInspectorView(vm.entity());
            case TABLE -> new TableInspectorView(vm.table());
            case RELATIONSHIP -> new RelationshipInspectorView(vm.relationship());
            case PATTERN -> new PatternInspectorView(vm.pattern());
            case NONE -> throw new IllegalArgumentException("no inspector for nothing");
        };
    }

    /** "The inspector could not show this Access pattern". */
    static String couldNotShow(Kind kind) {
        return "The inspector could not show this " + switch (kind) {
            case ENTITY -> "Entity";
            case TABLE -> "Table";
            case RELATIONSHIP -> "Relationship";
            case PATTERN -> "Access pattern";
            case NONE -> "selection";
        };
    }

    private void show(Kind kind) {
        if (kind == Kind.NONE) {
            scroll.setContent(null);
            setCenter(nothing);
        } else {
            scroll.setContent(inspector(kind));
            setCenter(scroll);
        }
    }

    private Node inspector(Kind kind) {
        Node inspector = built.get(kind);
        if (inspector == null) {
            inspector = Guarded.pane(couldNotShow(kind), () -> build.apply(kind));
            if (!(inspector instanceof FailedPane)) {
                built.put(kind, inspector);
            }
        }
        return inspector;
    }
}
