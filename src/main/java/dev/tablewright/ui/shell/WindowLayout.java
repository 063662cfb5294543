package dev.tablewright.ui.shell;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * How the user left the window: its bounds (the screen's pixels), maximized or not, each named
 * splitter's divider positions, the centre tab selected and the diagram's zoom. Kept in the
 * settings as {@code window.*} properties; a value that cannot be read drops the whole layout, so a
 * damaged file gives the default window, never a broken one.
 */
public record WindowLayout(double x, double y, double width, double height, boolean maximized,
        Map<String, List<Double>> dividers, String tab, double zoom) {
    private static final String PREFIX = "window.";
    private static final String DIVIDERS = PREFIX + "dividers.";

    public WindowLayout {
        dividers = Map.copyOf(dividers);
        tab = tab == null ? "" : tab;
    }

    void store(Properties p) {
        p.setProperty(PREFIX + "x", Double.toString(x));
        p.setProperty(PREFIX + "y", Double.toString(y));
        p.setProperty(PREFIX + "width", Double.toString(width));
        p.setProperty(PREFIX + "height", Double.toString(height));
        p.setProperty(PREFIX + "maximized", Boolean.toString(maximized));
        p.setProperty(PREFIX + "tab", tab);
        p.setProperty(PREFIX + "zoom", Double.toString(zoom));
        dividers.forEach((name, positions) -> p.setProperty(DIVIDERS + name,
                String.join(",", positions.stream().map(d -> Double.toString(d)).toList())));
    }

    static Optional<WindowLayout> read(Properties p) {
        if (p.getProperty(PREFIX + "width") == null) {
            return Optional.empty();
        }
        try {
            Map<String, List<Double>> dividers = new LinkedHashMap<>();
            for (String key : p.stringPropertyNames()) {
                if (key.startsWith(DIVIDERS)) {
                    List<Double> positions = new ArrayList<>();
                    for (String d : p.getProperty(key).split(",")) {
                        positions.add(fraction(Double.parseDouble(d.strip())));
                    }
                    dividers.put(key.substring(DIVIDERS.length()), positions);
                }
            }
            double width = Double.parseDouble(p.getProperty(PREFIX + "width"));
            double height = Double.parseDouble(p.getProperty(PREFIX + "height"));
            if (!(width > 0 && height > 0)) {
                return Optional.empty();
            }
            return Optional.of(new WindowLayout(Double.parseDouble(p.getProperty(PREFIX + "x", "0")),
                    Double.parseDouble(p.getProperty(PREFIX + "y", "0")), width, height,
                    Boolean.parseBoolean(p.getProperty(PREFIX + "maximized")), dividers,
                    p.getProperty(PREFIX + "tab", ""), Double.parseDouble(p.getProperty(PREFIX + "zoom", "1"))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    private static double fraction(double d) {
        if (!(d >= 0 && d <= 1)) {
            throw new NumberFormatException("a divider is between 0 and 1: " + d);
        }
        return d;
    }
}
