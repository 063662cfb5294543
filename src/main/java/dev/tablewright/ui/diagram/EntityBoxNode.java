package dev.tablewright.ui.diagram;

import java.util.List;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;

/** One entity on the canvas: a coloured header (name, type marker), then key templates, then attributes. */
final class EntityBoxNode extends VBox {
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    static final PseudoClass CONNECT_SOURCE = PseudoClass.getPseudoClass("connect-source");

    private final Label name = new Label();
    private final Label marker = new Label();
    private final VBox header = new VBox(name, marker);
    private final VBox keys = new VBox();
    private final VBox attributes = new VBox();
    private EntityBox box;

    EntityBoxNode(EntityBox box) {
        getStyleClass().add("entity-box");
        header.getStyleClass().add("entity-header");
        name.getStyleClass().add("entity-name");
        marker.getStyleClass().add("entity-type");
        keys.getStyleClass().addAll("entity-section", "entity-keys");
        attributes.getStyleClass().addAll("entity-section", "entity-attributes");
        getChildren().addAll(header, keys, attributes);
        show(box);
    }

    EntityBox box() {
        return box;
    }

    /** Shows new content and position; called again whenever the model changes the entity. */
    void show(EntityBox newBox) {
        box = newBox;
        setId("box-" + newBox.name());
        name.setText(newBox.name());
        marker.setText(newBox.typeMarker());
        header.setStyle("-fx-background-color: " + newBox.color() + ";");
        String text = "-fx-text-fill: " + textColourOn(newBox.color()) + ";";
        name.setStyle(text);
        marker.setStyle(text);
        keys.getChildren().setAll(lines(newBox.keyLines(), "key-line"));
        keys.setVisible(!newBox.keyLines().isEmpty());
        keys.setManaged(keys.isVisible());
        if (newBox.attributeLines().isEmpty()) {
            Label none = new Label("no attributes");
            none.getStyleClass().add("entity-empty");
            attributes.getChildren().setAll(none);
        } else {
            attributes.getChildren().setAll(lines(newBox.attributeLines(), "attribute-line"));
        }
        setTranslateX(0);
        setTranslateY(0);
        relocate(newBox.position().x(), newBox.position().y());
    }

    private static List<Node> lines(List<String> texts, String styleClass) {
        return texts.stream().<Node>map(t -> {
            Label l = new Label(t);
            l.getStyleClass().add(styleClass);
            return l;
        }).toList();
    }

    /** Dark text on light header colours, white on dark ones (WCAG relative luminance). */
    static String textColourOn(String hex) {
        try {
            int rgb = Integer.parseInt(hex.substring(1), 16);
            double luminance = 0.2126 * linear(rgb >> 16) + 0.7152 * linear(rgb >> 8) + 0.0722 * linear(rgb);
            return luminance > 0.30 ? "#1f2328" : "#ffffff";
        } catch (RuntimeException e) {
            return "#1f2328";
        }
    }

    private static double linear(int channel) {
        double c = (channel & 0xff) / 255.0;
        return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
