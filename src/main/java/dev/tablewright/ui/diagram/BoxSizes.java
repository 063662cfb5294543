package dev.tablewright.ui.diagram;

import java.util.HashMap;
import java.util.Map;

/**
 * The size of each entity box: as the view measured it once it was drawn, or else an estimate from
 * its text that errs on the large side, so boxes placed before they are drawn do not overlap.
 */
final class BoxSizes {
    static final double MIN_WIDTH = 180;
    static final double MAX_WIDTH = 480;
    private static final double CHAR_WIDTH = 7.5;
    private static final double PADDING = 32;
    private static final double HEADER_HEIGHT = 52;
    private static final double LINE_HEIGHT = 20;
    private static final double SECTION_GAP = 14;

    /** A new entity's box: a header and "no attributes". */
    static final Size NEW_ENTITY = new Size(MIN_WIDTH, HEADER_HEIGHT + LINE_HEIGHT + 2 * SECTION_GAP);

    private final Map<String, Size> measured = new HashMap<>();

    Size of(EntityBox box) {
        Size size = measured.get(box.name());
        return size != null ? size : estimate(box);
    }

    void measured(String entity, Size size) {
        measured.put(entity, size);
    }

    static Size estimate(EntityBox box) {
        int chars = Math.max(box.name().length(), box.typeMarker().length());
        for (String line : box.keyLines()) {
            chars = Math.max(chars, line.length());
        }
        for (String line : box.attributeLines()) {
            chars = Math.max(chars, line.length());
        }
        double width = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, PADDING + chars * CHAR_WIDTH));
        int lines = box.keyLines().size() + box.attributeLines().size();
        return new Size(width, HEADER_HEIGHT + lines * LINE_HEIGHT + 2 * SECTION_GAP);
    }
}
