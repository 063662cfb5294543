package dev.tablewright.ui.common;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;

/**
 * Labels, buttons and check boxes whose text the skin had to shorten ("Generat…"): the text node a
 * Labeled's skin shows differs from the Labeled's own text. Read on the FX thread after a layout pass.
 */
public final class CutOffText {
    private CutOffText() {
    }

    /** "text → shown" for every visible Labeled under {@code root} that is cut off; empty when none is. */
    public static List<String> under(Node root) {
        List<String> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node node, List<String> out) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isEmpty()
                && labeled.getGraphic() != node) {
            // "_Save" shows as "Save": a mnemonic's underscore is not a cut.
            String whole = labeled.isMnemonicParsing() ? labeled.getText().replaceFirst("_(?=.)", "") : labeled.getText();
            for (Node child : labeled.getChildrenUnmodifiable()) {
                if (child instanceof Text shown && !shown.getText().equals(whole)) {
                    out.add("'" + labeled.getText() + "' shown as '" + shown.getText() + "'");
                }
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }
}
