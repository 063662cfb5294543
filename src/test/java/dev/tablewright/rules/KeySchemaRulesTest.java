package dev.tablewright.rules;

import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class KeySchemaRulesTest {

    private static DataModel single(TableDesign t) {
        return DataModel.of("m", List.of(t));
    }

    @Test
    void tableKeyTypesAreSNOrB() {
        DataModel model = MoviesFixture.with(t -> t.withKeySchema(new KeySchema(new AttributeDef("PK", AttributeType.BOOL),
                Optional.of(new AttributeDef("SK", AttributeType.S)))));
        Check.problem(model, Severity.ERROR, "Movies/keys/PK",
                "partition key 'PK' of the table is of type BOOL: key attributes must be S, N or B");
        for (AttributeType type : List.of(AttributeType.S, AttributeType.N, AttributeType.B)) {
            Check.clean(single(TableDesign.of("Things", KeySchema.of("thingId", type, "createdOn", type))));
        }
    }

    @Test
    void indexKeyTypesAreSNOrB() {
        DataModel gsi = MoviesFixture.with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.M), Projection.ALL))));
        Check.problem(gsi, Severity.ERROR, "Movies/indexes/GSI1", "partition key 'GSI1PK' of index GSI1 is of type M");
        DataModel lsi = MoviesFixture.with(t -> t.withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1",
                new AttributeDef("rating", AttributeType.SS), Projection.ALL))));
        Check.problem(lsi, Severity.ERROR, "Movies/indexes/LSI1", "sort key 'rating' of index LSI1 is of type SS");
        Check.none(MoviesFixture.movies(), "key attributes must be");
    }

    @Test
    void oneTypePerKeyAttribute() {
        DataModel model = MoviesFixture.with(t -> t.withGlobalIndexes(append(t.globalIndexes(),
                new GlobalSecondaryIndex("Inverted", KeySchema.of("SK", AttributeType.N, "PK", AttributeType.S),
                        Projection.KEYS_ONLY))));
        Check.problem(model, Severity.ERROR, "Movies/indexes/Inverted",
                "index Inverted declares 'SK' as N, but the table declares it as S");
        DataModel sameType = MoviesFixture.with(t -> t.withGlobalIndexes(append(t.globalIndexes(),
                new GlobalSecondaryIndex("Inverted", KeySchema.of("SK", AttributeType.S, "PK", AttributeType.S),
                        Projection.KEYS_ONLY))));
        Check.clean(sameType);
    }

    @Test
    void partitionAndSortKeyDiffer() {
        DataModel table = single(TableDesign.of("Things", KeySchema.of("id", AttributeType.S, "id", AttributeType.S)));
        Check.problem(table, Severity.ERROR, "Things/keys/id", "the table's sort key is its partition key 'id'");
        DataModel gsi = MoviesFixture.with(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S, "GSI1PK", AttributeType.S), Projection.ALL))));
        Check.problem(gsi, Severity.ERROR, "Movies/indexes/GSI1", "index GSI1's sort key is its partition key 'GSI1PK'");
        Check.none(MoviesFixture.movies(), "must be different attributes");
    }

    @Test
    void tableAttributeContradictingAKey() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(List.of(new AttributeDef("GSI1PK", AttributeType.N),
                new AttributeDef("GSI1SK", AttributeType.S), new AttributeDef("rating", AttributeType.N))));
        Check.problem(model, Severity.ERROR, "Movies/attributes/GSI1PK",
                "attribute 'GSI1PK' is declared as N, but it is the partition key of index GSI1, of type S");
        Check.none(MoviesFixture.movies(), "is declared as");
    }

    @Test
    void entityAttributeContradictingAKey() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("PK", AttributeType.N))));
        Check.problem(model, Severity.ERROR, "Movies/entities/Movie/attributes/PK",
                "attribute 'PK' is declared as N, but it is the partition key of the table, of type S");
    }

    @Test
    void entityAttributeContradictingTheTablesDeclaration() {
        DataModel model = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("releaseYear", AttributeType.S))));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie/attributes/releaseYear",
                "entity Movie declares 'releaseYear' as N, but the table declares it as S");
        DataModel agreeing = MoviesFixture.with(t -> t.withAttributes(append(t.attributes(),
                new AttributeDef("releaseYear", AttributeType.N))));
        Check.clean(agreeing);
    }
}
