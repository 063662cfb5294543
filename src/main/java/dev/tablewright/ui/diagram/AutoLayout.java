package dev.tablewright.ui.diagram;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Point;
import dev.tablewright.model.Relationship;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Arranges entity boxes in layers from their relationships: the "from" end of a 1:N or 1:1 (the
 * parent) stands in a row above its "to" end, rows are ordered to keep lines short, and entities
 * with no relationship go in a grid below. An M:N has no parent, so it orders no rows (its ends
 * often share one, as movies and actors do). Every box gets its own band of a row, so no two
 * boxes overlap whatever their sizes. Pure Java, so it is tested without a toolkit.
 */
public final class AutoLayout {
    static final double MARGIN = 40;
    /**
     * Room between boxes side by side and between rows: a relationship's line, its crow's feet and
     * its cardinality label fit between two boxes without touching either.
     */
    static final double GAP_X = 120;
    static final double GAP_Y = 110;
    /** Wider layers wrap onto more rows, so a table of many entities stays on screen. */
    static final double MAX_ROW_WIDTH = 1400;
    static final Size DEFAULT_SIZE = new Size(200, 120);
    private static final int ORDERING_SWEEPS = 4;

    private final List<String> names;
    private final Map<String, Size> sizes;
    private final Map<String, List<String>> parents = new HashMap<>();
    private final Map<String, List<String>> children = new HashMap<>();
    /** Entities in an M:N: laid out with the others, though no row order follows from it. */
    private final Set<String> peers = new HashSet<>();

    private AutoLayout(List<String> names, Map<String, Size> sizes) {
        this.names = names;
        this.sizes = sizes;
        names.forEach(n -> {
            parents.put(n, new ArrayList<>());
            children.put(n, new ArrayList<>());
        });
    }

    /** Lays out every entity from the canvas's top-left margin. */
    public static DiagramLayout arrange(List<String> entities, Map<String, Size> sizes,
            List<Relationship> relationships) {
        return arrange(entities, sizes, relationships, MARGIN);
    }

    /**
     * Lays out the entities with the first row at {@code top}; sizes missing from {@code sizes} count
     * as {@link #DEFAULT_SIZE}; relationships to entities not listed are ignored.
     */
    public static DiagramLayout arrange(List<String> entities, Map<String, Size> sizes,
            List<Relationship> relationships, double top) {
        AutoLayout layout = new AutoLayout(List.copyOf(new LinkedHashSet<>(entities)), sizes);
        layout.keepAcyclicEdges(relationships);
        return new DiagramLayout(layout.place(top));
    }

    /** Keeps each 1:N and 1:1 as a parent → child edge unless it would close a cycle. */
    private void keepAcyclicEdges(List<Relationship> relationships) {
        Map<String, List<String>> wanted = new LinkedHashMap<>();
        names.forEach(n -> wanted.put(n, new ArrayList<>()));
        for (Relationship r : relationships) {
            if (r.from().equals(r.to()) || !wanted.containsKey(r.from()) || !wanted.containsKey(r.to())) {
                continue;
            }
            if (r.cardinality() == Cardinality.MANY_TO_MANY) {
                peers.add(r.from());
                peers.add(r.to());
            } else if (!wanted.get(r.from()).contains(r.to())) {
                wanted.get(r.from()).add(r.to());
            }
        }
        Set<String> open = new LinkedHashSet<>();
        Set<String> done = new LinkedHashSet<>();
        names.forEach(n -> visit(n, wanted, open, done));
    }

    private void visit(String node, Map<String, List<String>> wanted, Set<String> open, Set<String> done) {
        if (done.contains(node)) {
            return;
        }
        open.add(node);
        for (String child : wanted.get(node)) {
            if (open.contains(child)) {
                continue; // a back edge: the cycle is broken here
            }
            children.get(node).add(child);
            parents.get(child).add(node);
            visit(child, wanted, open, done);
        }
        open.remove(node);
        done.add(node);
    }

    private Map<String, Point> place(double top) {
        List<List<String>> layers = layers();
        order(layers);
        List<List<String>> rows = new ArrayList<>();
        layers.forEach(layer -> rows.addAll(wrap(layer)));
        double widest = rows.stream().mapToDouble(this::rowWidth).max().orElse(0);

        Map<String, Point> positions = new LinkedHashMap<>();
        double y = top;
        for (List<String> row : rows) {
            y = placeRow(row, MARGIN + (widest - rowWidth(row)) / 2, y, positions);
        }
        for (List<String> row : wrap(isolated())) {
            y = placeRow(row, MARGIN, y, positions);
        }
        Map<String, Point> inEntityOrder = new LinkedHashMap<>();
        names.forEach(n -> inEntityOrder.put(n, positions.get(n)));
        return inEntityOrder;
    }

    /** Places a row left to right from x at y; returns the y of the next row. */
    private double placeRow(List<String> row, double x, double y, Map<String, Point> positions) {
        double height = 0;
        for (String n : row) {
            positions.put(n, new Point(x, y));
            x += size(n).width() + GAP_X;
            height = Math.max(height, size(n).height());
        }
        return y + height + GAP_Y;
    }

    /** Entities in at least one relationship, by longest path from a root (parents above children). */
    private List<List<String>> layers() {
        Map<String, Integer> depth = new HashMap<>();
        List<List<String>> layers = new ArrayList<>();
        for (String n : names) {
            if (isLinked(n)) {
                int d = depth(n, depth);
                while (layers.size() <= d) {
                    layers.add(new ArrayList<>());
                }
                layers.get(d).add(n);
            }
        }
        return layers;
    }

    private int depth(String node, Map<String, Integer> memo) {
        Integer known = memo.get(node);
        if (known != null) {
            return known;
        }
        int d = 0;
        for (String p : parents.get(node)) {
            d = Math.max(d, depth(p, memo) + 1);
        }
        memo.put(node, d);
        return d;
    }

    private List<String> isolated() {
        return names.stream().filter(n -> !isLinked(n)).toList();
    }

    private boolean isLinked(String n) {
        return !parents.get(n).isEmpty() || !children.get(n).isEmpty() || peers.contains(n);
    }

    /**
     * Barycentre ordering: each box moves toward the average place of its parents (sweeping down)
     * and of its children (sweeping up), which untangles most crossings in a few sweeps.
     */
    private void order(List<List<String>> layers) {
        for (int sweep = 0; sweep < ORDERING_SWEEPS; sweep++) {
            for (int i = 1; i < layers.size(); i++) {
                sortByNeighbours(layers.get(i), parents, layers);
            }
            for (int i = layers.size() - 2; i >= 0; i--) {
                sortByNeighbours(layers.get(i), children, layers);
            }
        }
    }

    private void sortByNeighbours(List<String> layer, Map<String, List<String>> neighbours,
            List<List<String>> layers) {
        Map<String, Double> place = relativePlaces(layers);
        Map<String, Double> key = new HashMap<>();
        for (String n : layer) {
            List<String> linked = neighbours.get(n);
            key.put(n, linked.isEmpty() ? place.get(n)
                    : linked.stream().mapToDouble(place::get).average().orElse(place.get(n)));
        }
        layer.sort(Comparator.comparingDouble(key::get)); // stable: ties keep their order
    }

    /** Where each box stands across its layer, 0 (left) to 1 (right), layers being centred. */
    private static Map<String, Double> relativePlaces(List<List<String>> layers) {
        Map<String, Double> place = new HashMap<>();
        for (List<String> layer : layers) {
            for (int i = 0; i < layer.size(); i++) {
                place.put(layer.get(i), (i + 0.5) / layer.size());
            }
        }
        return place;
    }

    private List<List<String>> wrap(List<String> boxes) {
        List<List<String>> rows = new ArrayList<>();
        List<String> row = new ArrayList<>();
        for (String n : boxes) {
            if (!row.isEmpty() && rowWidth(row) + GAP_X + size(n).width() > MAX_ROW_WIDTH) {
                rows.add(row);
                row = new ArrayList<>();
            }
            row.add(n);
        }
        if (!row.isEmpty()) {
            rows.add(row);
        }
        return rows;
    }

    private double rowWidth(List<String> row) {
        return row.stream().mapToDouble(n -> size(n).width()).sum() + GAP_X * Math.max(0, row.size() - 1);
    }

    private Size size(String n) {
        return sizes.getOrDefault(n, DEFAULT_SIZE);
    }
}
