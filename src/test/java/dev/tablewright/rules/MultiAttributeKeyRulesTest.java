package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiAttributeKeyRulesTest {

    private static DataModel withIndexKeys(KeySchema keys) {
        TableDesign t = TournamentFixture.table();
        return DataModel.of("m", List.of(t.withGlobalIndexes(List.of(new GlobalSecondaryIndex(TournamentFixture.INDEX,
                keys, Projection.ALL)))));
    }

    private static List<AttributeDef> attributes(String prefix, int n) {
        List<AttributeDef> list = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            list.add(new AttributeDef(prefix + i, AttributeType.S));
        }
        return list;
    }

    @Test
    void aDesignOnNaturalAttributesIsCleanWithoutTemplatesForTheIndex() {
        Check.noneOf(TournamentFixture.model(), Severity.ERROR);
        Check.none(TournamentFixture.model(), "among its attributes");
        Check.none(TournamentFixture.model(), "no key template");
    }

    @Test
    void aGsiKeyTakesAtMostFourPartitionAndFourSortAttributes() {
        Check.noneOf(withIndexKeys(new KeySchema(attributes("p", 4), attributes("s", 4))), Severity.ERROR);
        Check.problem(withIndexKeys(new KeySchema(attributes("p", 5), attributes("s", 1))), Severity.ERROR,
                "Tournaments/indexes/ByRegion", "index ByRegion's partition key has 5 attributes: DynamoDB allows at "
                        + "most 4 in a partition key of a global secondary index");
        Check.problem(withIndexKeys(new KeySchema(attributes("p", 1), attributes("s", 5))), Severity.ERROR,
                "Tournaments/indexes/ByRegion", "index ByRegion's sort key has 5 attributes");
    }

    @Test
    void anAttributeAppearsOnceInAKeySchema() {
        KeySchema twice = new KeySchema(List.of(new AttributeDef("tournamentId", AttributeType.S),
                new AttributeDef("region", AttributeType.S)), List.of(new AttributeDef("region", AttributeType.S)));
        Check.problem(withIndexKeys(twice), Severity.ERROR, "Tournaments/indexes/ByRegion",
                "index ByRegion's key names 'region' twice: an attribute appears once in a key schema");
    }

    @Test
    void everyKeyAttributeIsOfTypeSNOrBAndOfOneTypeForTheTable() {
        KeySchema bool = new KeySchema(List.of(new AttributeDef("tournamentId", AttributeType.S),
                new AttributeDef("open", AttributeType.BOOL)), List.of());
        Check.problem(withIndexKeys(bool), Severity.ERROR, "Tournaments/indexes/ByRegion",
                "partition key 'open' of index ByRegion is of type BOOL: key attributes must be S, N or B");
        KeySchema other = new KeySchema(List.of(new AttributeDef("tournamentId", AttributeType.S)),
                List.of(new AttributeDef("round", AttributeType.S)));
        Check.problem(withIndexKeys(other), Severity.ERROR, "Tournaments/attributes/round",
                "attribute 'round' is declared as N, but it is the sort key of index ByRegion, of type S");
    }
}
