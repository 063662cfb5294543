package dev.tablewright.engine.query;

import dev.tablewright.engine.api.Select;
import dev.tablewright.engine.expr.ConditionExpression;
import dev.tablewright.engine.expr.DocumentPath;
import dev.tablewright.engine.expr.ProjectionExpression;
import dev.tablewright.engine.expr.eval.ConditionEvaluator;
import dev.tablewright.engine.expr.eval.Projector;
import dev.tablewright.engine.value.ItemBytes;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What a Query or Scan reads of each item and what it returns: the index entry or the table item
 * (an LSI fetches from the table when asked for more than it projects; a GSI cannot), the filter,
 * and Select with the projection, validated as DynamoDB validates them.
 */
final class ReadPlan {
    private final IndexDef index;
    private final Select select;
    private final Optional<ConditionExpression> filter;
    private final Projector projector;
    private final boolean fetchTable;
    private final boolean chargesTableItems;
    private final boolean chargesFetches;

    private ReadPlan(IndexDef index, Select select, Optional<ConditionExpression> filter, Projector projector,
            boolean fetchTable, boolean chargesTableItems, boolean chargesFetches) {
        this.index = index;
        this.select = select;
        this.filter = filter;
        this.projector = projector;
        this.fetchTable = fetchTable;
        this.chargesTableItems = chargesTableItems;
        this.chargesFetches = chargesFetches;
    }

    /** Checks Select against the projection and the index (before the expressions are parsed). */
    static Select select(Select requested, boolean hasProjection, IndexDef index) {
        Select select = requested != null ? requested
                : hasProjection ? Select.SPECIFIC_ATTRIBUTES
                : index != null ? Select.ALL_PROJECTED_ATTRIBUTES : Select.ALL_ATTRIBUTES;
        if (hasProjection && select != Select.SPECIFIC_ATTRIBUTES) {
            throw DynamoErrors.validation(select == Select.COUNT
                    ? "Cannot specify the ProjectionExpression when choosing to get only the Count"
                    : "Cannot specify the ProjectionExpression when choosing to get " + select.name());
        }
        if (!hasProjection && select == Select.SPECIFIC_ATTRIBUTES) {
            throw DynamoErrors.validation(
                    "Must specify the AttributesToGet or ProjectionExpression when choosing to get SPECIFIC_ATTRIBUTES");
        }
        if (select == Select.ALL_PROJECTED_ATTRIBUTES && index == null) {
            throw DynamoErrors.validation("ALL_PROJECTED_ATTRIBUTES can be used only when Querying using an IndexName");
        }
        if (select == Select.ALL_ATTRIBUTES && index != null && index.isGlobal() && !index.projectsAll()) {
            throw DynamoErrors.invalidParameter("Select type ALL_ATTRIBUTES is not supported for global secondary index "
                    + index.name() + " because its projection type is not ALL");
        }
        return select;
    }

    /** A Query's filter may only read what the index projects (a Scan's filter then sees the attribute as missing). */
    static void checkFilterProjected(IndexDef index, Optional<ConditionExpression> filter) {
        Set<String> missing = index == null ? Set.of() : unprojected(index, filter.map(ConditionExpression::paths));
        if (!missing.isEmpty()) {
            throw DynamoErrors.invalidParameter("Secondary index " + index.name()
                    + " does not project one or more filter attributes: " + missing);
        }
    }

    /** A GSI cannot fetch from the table: a projection may only ask for what it projects. */
    static void checkProjectionProjected(IndexDef index, Optional<ProjectionExpression> projection) {
        if (index == null || !index.isGlobal()) {
            return;
        }
        Set<String> missing = unprojected(index, projection.map(ProjectionExpression::paths));
        if (!missing.isEmpty()) {
            throw DynamoErrors.invalidParameter("Global secondary index " + index.name() + " does not project " + missing);
        }
    }

    /**
     * A plan for checked parameters: an LSI fetches the table's item for ALL_ATTRIBUTES or for paths it
     * does not project.
     *
     * @param scan whether the plan is a Scan's, which DynamoDB Local charges for the table's items even
     *             when it reads an index (a Query of an index is charged for its entries)
     */
    static ReadPlan of(IndexDef index, Select select, Optional<ConditionExpression> filter,
            Optional<ProjectionExpression> projection, boolean scan) {
        Projector projector = projection.map(Projector::of).orElse(null);
        boolean fetchTable = index != null && !index.isGlobal() && !index.projectsAll()
                && (select == Select.ALL_ATTRIBUTES
                || !unprojected(index, projection.map(ProjectionExpression::paths)).isEmpty()
                || !unprojected(index, filter.map(ConditionExpression::paths)).isEmpty());
        // DynamoDB Local charges a fetch for any ProjectionExpression on such an LSI, projected or not.
        boolean chargesFetches = fetchTable
                || index != null && !index.isGlobal() && !index.projectsAll() && projection.isPresent();
        return new ReadPlan(index, select, filter, projector, fetchTable, scan, chargesFetches);
    }

    /** Sorted (DynamoDB Local lists them in an order of its own). */
    private static Set<String> unprojected(IndexDef index, Optional<List<DocumentPath>> paths) {
        if (index.projectsAll()) {
            return Set.of();
        }
        Set<String> missing = new TreeSet<>();
        paths.orElse(List.of()).stream().map(DocumentPath::head).filter(a -> !index.projects(a)).forEach(missing::add);
        return missing;
    }

    /** What is read of an item: the table's item, or the index's entry. */
    Item read(StoredItem item) {
        Item whole = item.toItem();
        return index == null || fetchTable ? whole : index.project(whole);
    }

    /** The bytes a read counts towards the 1 MB page. */
    long bytes(StoredItem item, Item read) {
        return index == null || fetchTable ? item.bytes() : ItemBytes.of(read);
    }

    /**
     * Counts an item read towards the page's capacity: the table item or the index entry read (its
     * {@code bytes}), and for an LSI that fetches, the table item on its own.
     */
    void meter(StoredItem item, Item read, long bytes, CapacityUnits.PageMeter meter) {
        if (index == null || chargesTableItems) {
            meter.read(item.bytes());
            return;
        }
        meter.read(fetchTable ? ItemBytes.of(index.project(read)) : bytes);
        if (chargesFetches) {
            meter.fetched(item);
        }
    }

    boolean passes(Item read) {
        return filter.isEmpty() || ConditionEvaluator.matches(filter.get(), read);
    }

    /** The item returned, or empty for Select COUNT. */
    Optional<Item> output(Item read) {
        if (select == Select.COUNT) {
            return Optional.empty();
        }
        if (select == Select.SPECIFIC_ATTRIBUTES) {
            return Optional.of(projector.apply(read));
        }
        return Optional.of(select == Select.ALL_PROJECTED_ATTRIBUTES ? index.project(read) : read);
    }
}
