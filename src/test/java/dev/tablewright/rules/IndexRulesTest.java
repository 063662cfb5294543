package dev.tablewright.rules;


import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

class IndexRulesTest {

    /** {@code count} GSIs keyed on the table's own sort key (no declarations needed). */
    private static DataModel withGsis(int count) {
        List<GlobalSecondaryIndex> gsis = IntStream.range(0, count).mapToObj(i -> new GlobalSecondaryIndex("Index" + i,
                KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S), Projection.KEYS_ONLY)).toList();
        return MoviesFixture.with(t -> t.withGlobalIndexes(gsis));
    }

    private static DataModel withLsis(int count) {
        List<LocalSecondaryIndex> lsis = IntStream.range(0, count).mapToObj(i -> new LocalSecondaryIndex("Local" + i,
                new AttributeDef("rating", AttributeType.N), Projection.KEYS_ONLY)).toList();
        return MoviesFixture.with(t -> t.withLocalIndexes(lsis));
    }

    private static DataModel withGsi1Projection(Projection projection) {
        return MoviesFixture.with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), projection))));
    }

    @Test
    void atMost20GlobalIndexesByDefault() {
        Check.problem(withGsis(21), Severity.ERROR, "Movies",
                "the table has 21 global secondary indexes: DynamoDB's default quota is 20 per table");
        Check.none(withGsis(20), "global secondary indexes");
    }

    @Test
    void atMost5LocalIndexes() {
        Check.problem(withLsis(6), Severity.ERROR, "Movies",
                "the table has 6 local secondary indexes: DynamoDB allows at most 5 per table");
        Check.none(withLsis(5), "local secondary indexes");
    }

    @Test
    void localIndexNeedsATableSortKey() {
        DataModel model = DataModel.of("m", List.of(TableDesign.of("Things", KeySchema.of("thingId", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("created", AttributeType.S)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByCreated", new AttributeDef("created", AttributeType.S),
                        Projection.ALL)))));
        Check.problem(model, Severity.ERROR, "Things/indexes/ByCreated", "local index ByCreated needs a table with a sort key");
        Check.none(MoviesFixture.movies(), "needs a table with a sort key");
    }

    @Test
    void localIndexSortsByAnotherAttribute() {
        DataModel model = MoviesFixture.with(t -> t.withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1",
                new AttributeDef("SK", AttributeType.S), Projection.ALL))));
        Check.problem(model, Severity.ERROR, "Movies/indexes/LSI1", "sorts by 'SK', the table's own sort key");
        Check.none(MoviesFixture.movies(), "own sort key");
    }

    @Test
    void globalIndexKeysShouldBeDeclared() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(List.of(new AttributeDef("rating", AttributeType.N))));
        Check.problem(model, Severity.WARNING, "Movies/indexes/GSI1",
                "partition key 'GSI1PK' of index GSI1 is not among the table's declared attributes: "
                        + "NoSQL Workbench will not open the saved file until it is declared");
        Check.problem(model, Severity.WARNING, "Movies/indexes/GSI1", "sort key 'GSI1SK' of index GSI1 is not among");
        Check.none(MoviesFixture.movies(), "declared attributes");
        // An inverted index keyed on the table's own keys needs no declaration.
        Check.none(withGsis(1), "declared attributes");
    }

    @Test
    void localIndexKeysShouldBeDeclared() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(List.of(new AttributeDef("GSI1PK", AttributeType.S),
                new AttributeDef("GSI1SK", AttributeType.S))));
        Check.problem(model, Severity.INFO, "Movies/indexes/LSI1", "sort key 'rating' of index LSI1 is not among");
    }

    @Test
    void includeNeedsAttributes() {
        Check.problem(withGsi1Projection(Projection.include(List.of())), Severity.ERROR, "Movies/indexes/GSI1",
                "index GSI1 projects INCLUDE with no attributes");
        Check.none(MoviesFixture.movies(), "INCLUDE with no attributes");
    }

    @Test
    void onlyIncludeListsAttributes() {
        Check.problem(withGsi1Projection(new Projection(ProjectionType.ALL, List.of("title"))), Severity.ERROR,
                "Movies/indexes/GSI1", "index GSI1 projects ALL but lists attributes (title)");
        Check.problem(withGsi1Projection(new Projection(ProjectionType.KEYS_ONLY, List.of("title"))), Severity.ERROR,
                "Movies/indexes/GSI1", "projects KEYS_ONLY but lists attributes");
        Check.none(withGsi1Projection(Projection.ALL), "lists attributes");
    }

    @Test
    void noDuplicateProjectedAttributes() {
        Check.problem(withGsi1Projection(Projection.include(List.of("title", "title"))), Severity.ERROR,
                "Movies/indexes/GSI1", "index GSI1 projects 'title' twice");
        Check.none(MoviesFixture.movies(), "twice");
    }

    @Test
    void projectingAKeyIsRedundant() {
        Check.problem(withGsi1Projection(Projection.include(List.of("title", "PK"))), Severity.WARNING,
                "Movies/indexes/GSI1", "index GSI1 projects key attribute 'PK'");
        Check.problem(withGsi1Projection(Projection.include(List.of("GSI1SK"))), Severity.WARNING,
                "Movies/indexes/GSI1", "projects key attribute 'GSI1SK'");
        Check.none(MoviesFixture.movies(), "projects key attribute");
    }

    @Test
    void atMost100ProjectedAttributesAcrossIndexes() {
        Check.problem(withProjected(60, 41), Severity.ERROR, "Movies",
                "the table's indexes project 101 non-key attributes with INCLUDE: DynamoDB allows 100");
        Check.none(withProjected(60, 40), "non-key attributes with INCLUDE");
    }

    /** GSI1 projecting {@code first} attributes and a second GSI {@code second}, overlapping (they count twice). */
    private static DataModel withProjected(int first, int second) {
        List<String> a = IntStream.range(0, first).mapToObj(i -> "attr" + i).toList();
        List<String> b = IntStream.range(0, second).mapToObj(i -> "attr" + i).toList();
        return MoviesFixture.with(t -> {
            List<GlobalSecondaryIndex> gsis = new ArrayList<>();
            gsis.add(new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S),
                    Projection.include(a)));
            gsis.add(new GlobalSecondaryIndex("Inverted", KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S),
                    Projection.include(b)));
            return t.withGlobalIndexes(gsis).withLocalIndexes(List.of());
        });
    }
}
