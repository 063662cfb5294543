package dev.tablewright.format.picture;

import dev.tablewright.model.Entity;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * A table's entity diagram as a PNG, drawn with Java2D so the command line can make it without
 * JavaFX (headless-safe): a box per entity at its saved layout position (boxes without one in a grid
 * below the others), listing what the app's boxes list — name, type marker, key templates,
 * attributes — under a header in the entity's grid colour, and a line per relationship labelled with
 * its cardinality.
 */
public final class DiagramPicture {
    static final int MARGIN = 40;
    static final int LINE = 18;
    static final int PAD = 10;
    static final int MIN_WIDTH = 180;
    static final int GAP = 80;
    static final int GRID_COLUMNS = 4;
    /** Keeps a runaway layout (a box dragged far away) from asking for a gigantic image. */
    static final int MAX_SIDE = 8000;
    static final Color BACKGROUND = Color.WHITE;

    private static final Font NAME = new Font(Font.SANS_SERIF, Font.BOLD, 13);
    private static final Font TEXT = new Font(Font.MONOSPACED, Font.PLAIN, 12);

    /** One box: its lines and its rectangle in image pixels. */
    record Box(Entity entity, String color, List<String> keys, List<String> attributes, Rectangle2D.Double at) {
    }

    private DiagramPicture() {
    }

    /** The diagram as PNG bytes. */
    public static byte[] png(TableDesign table) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            ImageIO.write(draw(table), "png", out);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // writing to memory does not fail
        }
        return out.toByteArray();
    }

    public static BufferedImage draw(TableDesign table) {
        Map<String, Box> boxes = boxes(table);
        double maxX = MIN_WIDTH;
        double maxY = MIN_WIDTH;
        for (Box b : boxes.values()) {
            maxX = Math.max(maxX, b.at().getMaxX());
            maxY = Math.max(maxY, b.at().getMaxY());
        }
        int width = (int) Math.min(MAX_SIDE, Math.ceil(maxX) + MARGIN);
        int height = (int) Math.min(MAX_SIDE, Math.ceil(maxY) + MARGIN);
        BufferedImage image = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setColor(BACKGROUND);
            g.fillRect(0, 0, width, height);
            // Lines first, so the boxes cover their ends.
            table.relationships().forEach(r -> line(g, r, boxes));
            boxes.values().forEach(b -> box(g, table, b));
        } finally {
            g.dispose();
        }
        return image;
    }

    /** The boxes by entity name, sized to their text, at their saved positions shifted into the image, the rest in a grid below. */
    static Map<String, Box> boxes(TableDesign table) {
        Graphics2D g = new BufferedImage(1, 1, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            return boxes(table, g.getFontMetrics(NAME), g.getFontMetrics(TEXT));
        } finally {
            g.dispose();
        }
    }

    private static Map<String, Box> boxes(TableDesign table, FontMetrics name, FontMetrics text) {
        List<Box> sized = new ArrayList<>();
        for (int i = 0; i < table.entities().size(); i++) {
            Entity e = table.entities().get(i);
            List<String> keys = e.keyTemplates().entrySet().stream()
                    .map(k -> k.getKey() + " = " + k.getValue().source()).toList();
            List<String> attributes = e.attributes().stream().map(a -> a.name() + " : " + a.type().name()).toList();
            int w = name.stringWidth(e.name());
            for (String s : lines(table, e, keys, attributes)) {
                w = Math.max(w, text.stringWidth(s));
            }
            double width = Math.max(MIN_WIDTH, w + 2 * PAD);
            double height = LINE * (2 + keys.size() + attributes.size()) + 3 * PAD;
            sized.add(new Box(e, EntityPalette.of(i), keys, attributes, new Rectangle2D.Double(0, 0, width, height)));
        }
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        for (Box b : sized) {
            Point p = table.layout().position(b.entity().name()).orElse(null);
            if (p != null) {
                minX = Math.min(minX, p.x());
                minY = Math.min(minY, p.y());
            }
        }
        Map<String, Box> placed = new LinkedHashMap<>();
        double bottom = MARGIN - GAP;
        for (Box b : sized) {
            Point p = table.layout().position(b.entity().name()).orElse(null);
            if (p != null) {
                Rectangle2D.Double r = new Rectangle2D.Double(p.x() - minX + MARGIN, p.y() - minY + MARGIN,
                        b.at().width, b.at().height);
                placed.put(b.entity().name(), new Box(b.entity(), b.color(), b.keys(), b.attributes(), r));
                bottom = Math.max(bottom, r.getMaxY());
            }
        }
        double x = MARGIN;
        double y = bottom + GAP;
        double rowHeight = 0;
        int column = 0;
        for (Box b : sized) {
            if (placed.containsKey(b.entity().name())) {
                continue;
            }
            if (column == GRID_COLUMNS) {
                column = 0;
                x = MARGIN;
                y += rowHeight + GAP;
                rowHeight = 0;
            }
            placed.put(b.entity().name(), new Box(b.entity(), b.color(), b.keys(), b.attributes(),
                    new Rectangle2D.Double(x, y, b.at().width, b.at().height)));
            x += b.at().width + GAP;
            rowHeight = Math.max(rowHeight, b.at().height);
            column++;
        }
        // Keep the table's entity order, as the app lists them.
        Map<String, Box> ordered = new LinkedHashMap<>();
        sized.forEach(b -> ordered.put(b.entity().name(), placed.get(b.entity().name())));
        return ordered;
    }

    private static List<String> lines(TableDesign table, Entity e, List<String> keys, List<String> attributes) {
        List<String> all = new ArrayList<>();
        all.add(marker(table, e));
        all.addAll(keys);
        all.addAll(attributes);
        return all;
    }

    private static String marker(TableDesign table, Entity e) {
        return table.typeAttribute() + " = " + e.typeValue();
    }

    private static void box(Graphics2D g, TableDesign table, Box b) {
        Rectangle2D.Double r = b.at();
        int x = (int) r.x;
        int y = (int) r.y;
        int w = (int) r.width;
        int h = (int) r.height;
        Color header = Color.decode(b.color());
        g.setColor(Color.WHITE);
        g.fillRect(x, y, w, h);
        g.setColor(header);
        g.fillRect(x, y, w, 2 * LINE + PAD);
        g.setColor(header.darker());
        g.setStroke(new BasicStroke(1.5f));
        g.drawRect(x, y, w, h);
        g.setColor(Color.WHITE);
        g.setFont(NAME);
        int baseline = y + PAD / 2 + LINE - 4;
        g.drawString(b.entity().name(), x + PAD, baseline);
        g.setFont(TEXT);
        g.drawString(marker(table, b.entity()), x + PAD, baseline + LINE);
        baseline += 2 * LINE + PAD;
        g.setColor(new Color(0x202020));
        for (String k : b.keys()) {
            g.drawString(k, x + PAD, baseline);
            baseline += LINE;
        }
        if (!b.keys().isEmpty() && !b.attributes().isEmpty()) {
            g.setColor(new Color(0xcccccc));
            g.drawLine(x + 1, baseline - LINE + 5, x + w - 1, baseline - LINE + 5);
            baseline += PAD / 2;
        }
        g.setColor(new Color(0x505050));
        for (String a : b.attributes()) {
            g.drawString(a, x + PAD, baseline);
            baseline += LINE;
        }
    }

    /** A line between the boxes' centres with the cardinality (and label) at its middle. */
    private static void line(Graphics2D g, Relationship r, Map<String, Box> boxes) {
        Box from = boxes.get(r.from());
        Box to = boxes.get(r.to());
        if (from == null || to == null) {
            return; // a relationship to an entity the table does not have: the validator reports it
        }
        double x1 = from.at().getCenterX();
        double y1 = from.at().getCenterY();
        double x2 = to.at().getCenterX();
        double y2 = to.at().getCenterY();
        g.setColor(new Color(0x606060));
        g.setStroke(new BasicStroke(1.5f));
        g.drawLine((int) x1, (int) y1, (int) x2, (int) y2);
        String text = r.cardinality().label() + (r.label().isEmpty() ? "" : " " + r.label());
        g.setFont(NAME);
        FontMetrics fm = g.getFontMetrics();
        int tw = fm.stringWidth(text);
        int mx = (int) ((x1 + x2) / 2);
        int my = (int) ((y1 + y2) / 2);
        g.setColor(BACKGROUND);
        g.fillRect(mx - tw / 2 - 4, my - fm.getAscent(), tw + 8, fm.getHeight());
        g.setColor(new Color(0x202020));
        g.drawString(text, mx - tw / 2, my + fm.getAscent() / 2 - 2);
    }
}
