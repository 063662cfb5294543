package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.s;
import static dev.tablewright.rules.MoviesFixture.append;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class IndexUseRulesTest {
    private static final GlobalSecondaryIndex GSI2 = new GlobalSecondaryIndex("GSI2",
            KeySchema.of("GSI2PK", AttributeType.S, "GSI2SK", AttributeType.S), Projection.ALL);

    private static DataModel withGsi(GlobalSecondaryIndex gsi) {
        return MoviesFixture.with(t -> t.withGlobalIndexes(append(t.globalIndexes(), gsi)));
    }

    private static DataModel withPattern(String entity, String index) {
        return MoviesFixture.with(t -> t.withAccessPatterns(append(t.accessPatterns(), MoviesFixture.pattern(
                "New pattern", entity, OperationKind.QUERY, index, "GSI1PK = GENRE#Drama", Map.of()))));
    }

    @Test
    void aGsiNoEntityFillsIsReported() {
        Check.problem(withGsi(GSI2), Severity.WARNING, "Movies/indexes/GSI2",
                "no entity fills GSI GSI2's keys (GSI2PK, GSI2SK)");
        Check.none(MoviesFixture.movies(), "no entity fills");
    }

    @Test
    void aGsiFilledByALooseItemOrByEntityAttributesIsUsed() {
        DataModel loose = withGsi(GSI2).withTable(MoviesFixture.TABLE, t -> t.withItems(List.of(
                Item.of("PK", s("X"), "SK", s("Y"), "GSI2PK", s("a"), "GSI2SK", s("b")))));
        Check.none(loose, "no entity fills");
        // A multi-attribute key's attributes are the entity's own.
        GlobalSecondaryIndex byTitle = new GlobalSecondaryIndex("ByTitle", new KeySchema(
                List.of(new AttributeDef("title", AttributeType.S)), List.of(new AttributeDef("movieId", AttributeType.S),
                        new AttributeDef("releaseYear", AttributeType.N))), Projection.ALL);
        Check.none(withGsi(byTitle), "no entity fills");
    }

    @Test
    void aPatternWhoseEntityLacksTheIndexKeysIsReported() {
        Check.problem(withPattern("Actor", "GSI1"), Severity.WARNING, "Movies/accessPatterns/New pattern",
                "reads index GSI1 for Actor items, but Actor has no template for GSI1PK, GSI1SK and does not carry them");
        Check.problem(withPattern("Role", "LSI1"), Severity.WARNING, "Movies/accessPatterns/New pattern",
                "reads index LSI1 for Role items, but Role has no template for rating and does not carry it");
        Check.none(withPattern("Role", "GSI1"), "reads index");
        Check.none(withPattern("Actor", null), "reads index");
    }
}
