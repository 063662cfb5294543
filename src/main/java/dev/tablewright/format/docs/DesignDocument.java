package dev.tablewright.format.docs;


import dev.tablewright.engine.pattern.KeptCost;
import dev.tablewright.engine.pattern.MonthlyCost;
import dev.tablewright.engine.pattern.PatternAnalysis;
import dev.tablewright.engine.pattern.PatternAnalyzer;
import dev.tablewright.engine.pivot.PivotLayout;
import dev.tablewright.format.pivot.CellText;
import dev.tablewright.format.SettingsSummary;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A model as a Markdown design document in the form of DeBrie's single-table templates: per table its
 * keys and indexes, the entity chart (entity → key template of each table and index key attribute),
 * the access-pattern chart (pattern → index → key condition → served by, as the pattern analyser
 * finds it), what the items the stream keeps cost, the table's diagram as an image when the caller wrote
 * one, and the first rows of the table and of each index as the grids show them.
 */
public final class DesignDocument {
    /** Rows shown of each grid: enough to see the item collections, short enough to read. */
    public static final int GRID_ROWS = 12;
    /** Columns shown of each grid: the keys and the first attributes. */
    public static final int GRID_COLUMNS = 8;

    private final DataModel model;
    private final List<PatternAnalysis> analyses;
    private final StringBuilder out = new StringBuilder();

    private DesignDocument(DataModel model) {
        this.model = model;
        this.analyses = PatternAnalyzer.of(model).analyseAll();
    }

    /**
     * @param diagramImages each table's diagram image path relative to the document, by table name; a
     *                      table without one gets a note saying why (it has no entities to draw, or the
     *                      document went to standard output, which holds one file)
     */
    public static String render(DataModel model, Map<String, String> diagramImages) {
        DesignDocument d = new DesignDocument(model);
        d.write(diagramImages);
        return d.out.toString();
    }

    private void write(Map<String, String> diagramImages) {
        out.append("# ").append(model.name().isEmpty() ? "Data model" : text(model.name())).append("\n\n");
        String description = model.metadata().description();
        if (description != null && !description.isBlank()) {
            out.append(description.strip()).append("\n\n");
        }
        model.tables().forEach(t -> table(t, Optional.ofNullable(diagramImages.get(t.name()))));
    }

    private void table(TableDesign t, Optional<String> diagramImage) {
        out.append("## Table ").append(text(t.name())).append("\n\n");
        out.append("- Primary key: ").append(keys(t.keySchema())).append('\n');
        for (GlobalSecondaryIndex g : t.globalIndexes()) {
            out.append("- GSI ").append(code(g.name())).append(": ").append(keys(g.keys())).append(", projection ")
                    .append(projection(g.projection())).append('\n');
        }
        for (LocalSecondaryIndex l : t.localIndexes()) {
            out.append("- LSI ").append(code(l.name())).append(": ").append(keys(l.keySchema(t.keySchema())))
                    .append(", projection ").append(projection(l.projection())).append('\n');
        }
        out.append("- Billing: ").append(t.billing().mode()).append(", type attribute ").append(code(t.typeAttribute()))
                .append('\n');
        List<SettingsSummary.Line> settings = SettingsSummary.lines(t);
        if (!settings.isEmpty()) {
            out.append("- Settings:\n");
            settings.forEach(l -> out.append("  - ").append(text(l.label())).append(": ").append(text(l.value()))
                    .append('\n'));
        }
        out.append('\n');
        out.append("### Diagram\n\n");
        if (t.entities().isEmpty()) {
            // A diagram draws entities: without any it would be a blank picture.
            out.append("_No diagram: the table has no entities._\n\n");
        } else if (diagramImage.isPresent()) {
            out.append("![Entity diagram of ").append(text(t.name())).append("](").append(diagramImage.get())
                    .append(")\n\n");
        } else {
            out.append("_No diagram image: it is written beside the document only when the document is saved to a file "
                    + "(`export --to markdown -o design.md`, or File › Export), as `design-<table>.png`._\n\n");
        }
        entityChart(t);
        patternChart(t);
        keptChart(t);
        grids(t);
    }

    private void entityChart(TableDesign t) {
        out.append("### Entity chart\n\n");
        if (t.entities().isEmpty()) {
            out.append("_No entities._\n\n");
            return;
        }
        List<String> keys = t.keyAttributeNames();
        List<String> header = new ArrayList<>();
        header.add("Entity");
        keys.forEach(k -> header.add(text(k + " (" + String.join(", ", owners(t, k)) + ")")));
        row(header);
        separator(header.size());
        for (Entity e : t.entities()) {
            List<String> cells = new ArrayList<>();
            cells.add(text(e.name()));
            keys.forEach(k -> cells.add(e.template(k).map(x -> code(x.source())).orElse("")));
            row(cells);
        }
        out.append('\n');
    }

    /** The table and the indexes a key attribute is a key of. */
    private static List<String> owners(TableDesign t, String attribute) {
        List<String> owners = new ArrayList<>();
        if (t.keySchema().contains(attribute)) {
            owners.add("table");
        }
        for (SecondaryIndex i : t.indexes()) {
            if (i instanceof GlobalSecondaryIndex g ? g.keys().contains(attribute)
                    : ((LocalSecondaryIndex) i).sortKey().name().equals(attribute)) {
                owners.add(i.name());
            }
        }
        return owners;
    }

    private void patternChart(TableDesign t) {
        out.append("### Access patterns\n\n");
        if (t.accessPatterns().isEmpty()) {
            out.append("_No access patterns._\n\n");
            return;
        }
        row(List.of("Access pattern", "Index", "Key condition", "Served by", "Entities"));
        separator(5);
        for (AccessPattern p : t.accessPatterns()) {
            Optional<PatternAnalysis> a = analyses.stream()
                    .filter(x -> x.table().equals(t.name()) && x.pattern().name().equals(p.name())).findFirst();
            String servedBy = a.map(x -> x.servedBy().text() + (x.hasErrors() ? " — " + String.join("; ", x.errors()) : ""))
                    .orElse("");
            row(List.of(text(p.name()), text(p.indexName().orElse("table")),
                    p.keyCondition().isEmpty() ? "" : code(p.keyCondition()), text(servedBy),
                    text(a.map(x -> String.join(", ", x.entities())).orElse(""))));
        }
        out.append('\n');
    }

    /**
     * The items the stream keeps and what that costs: per kept entity, its source, what the handler
     * does for one source write and the monthly cost of the patterns that write the source
     * ({@link KeptCost}); nothing for a table that keeps none.
     */
    private void keptChart(TableDesign t) {
        if (t.keptEntities().isEmpty()) {
            return;
        }
        out.append("### Kept by the stream\n\n");
        row(List.of("Kept entity", "Source", "Per source write", "Monthly cost"));
        separator(4);
        for (KeptCost k : KeptCost.of(t, analyses)) {
            String work = analyses.stream().filter(a -> a.table().equals(t.name()))
                    .flatMap(a -> a.stream().stream()).filter(w -> w.keptEntity().equals(k.keptEntity())).findFirst()
                    .map(w -> w.work() + "; " + w.records()).orElse("no access pattern writes " + k.source());
            row(List.of(text(k.keptEntity()), text(k.source()), text(work), text(k.describe(DesignDocument::cost))));
        }
        out.append('\n');
    }

    private static String cost(MonthlyCost c) {
        return String.format(Locale.ROOT, "$%,.2f/month on demand, $%,.2f/month provisioned", c.onDemand(),
                c.provisioned());
    }

    private void grids(TableDesign t) {
        for (PivotLayout grid : PivotLayout.all(t)) {
            out.append("### ").append(text(grid.title().equals(t.name()) ? "Table " + t.name()
                    : grid.title().replace(" · ", " index "))).append("\n\n");
            if (grid.itemCount() == 0) {
                out.append("_No items._\n\n");
                continue;
            }
            List<PivotLayout.Column> columns = grid.columns().subList(0, Math.min(GRID_COLUMNS, grid.columns().size()));
            row(columns.stream().map(c -> text(c.name())).toList());
            separator(columns.size());
            List<PivotLayout.Row> shown = shownRows(grid);
            for (PivotLayout.Row r : shown) {
                // Every cell written, the partition's too: a Markdown table has no merged cells, and a blank
                // key would read as an item without one.
                row(columns.stream().map(c -> text(value(r, c.name()))).toList());
            }
            int hiddenColumns = grid.columns().size() - columns.size();
            out.append('\n').append(String.format("_%,d of %,d items%s._%n%n", shown.size(),
                    grid.itemCount(), hiddenColumns > 0 ? ", " + hiddenColumns + " more columns" : ""));
        }
    }

    /**
     * The first {@link #GRID_ROWS} rows in the grid's order, and the first row of every entity they
     * leave out, so each entity shows what its items look like.
     */
    static List<PivotLayout.Row> shownRows(PivotLayout grid) {
        List<PivotLayout.Row> all = new ArrayList<>();
        grid.blocks().forEach(b -> all.addAll(b.rows()));
        java.util.Set<String> seen = new java.util.HashSet<>();
        List<PivotLayout.Row> shown = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            PivotLayout.Row r = all.get(i);
            boolean firstOfItsEntity = r.entity() != null && seen.add(r.entity());
            if (i < GRID_ROWS || firstOfItsEntity) {
                shown.add(r);
            }
        }
        return shown;
    }

    private static String value(PivotLayout.Row r, String column) {
        var v = r.value(column);
        return v == null ? "" : CellText.of(v);
    }

    private static String keys(KeySchema k) {
        List<String> parts = new ArrayList<>();
        for (AttributeDef a : k.attributes()) {
            parts.add(code(a.name()) + " " + a.type() + (k.isPartitionAttribute(a.name()) ? " (partition)" : " (sort)"));
        }
        return String.join(", ", parts);
    }

    private static String projection(Projection p) {
        return switch (p.type()) {
            case INCLUDE -> "INCLUDE " + text(String.join(", ", p.nonKeyAttributes()));
            default -> p.type().name();
        };
    }

    /** A table row of cells already formatted ({@link #text}, {@link #code}). */
    private void row(List<String> cells) {
        out.append('|');
        cells.forEach(c -> out.append(' ').append(Markdown.cell(c)).append(" |"));
        out.append('\n');
    }

    private void separator(int n) {
        out.append('|').append(" --- |".repeat(n)).append('\n');
    }

    private static String text(String s) {
        return Markdown.text(s);
    }

    private static String code(String s) {
        return Markdown.code(s);
    }
}
