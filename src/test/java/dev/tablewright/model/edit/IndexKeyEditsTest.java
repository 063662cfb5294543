package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.IndexKeyEdits.Part;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Adding, removing, moving and changing the attributes of a GSI's multi-attribute key, and every refusal. */
class IndexKeyEditsTest {
    private static final String T = "Tournaments";
    private static final AttributeDef TOURNAMENT = new AttributeDef("tournamentId", AttributeType.S);
    private static final AttributeDef REGION = new AttributeDef("region", AttributeType.S);
    private static final AttributeDef ROUND = new AttributeDef("round", AttributeType.N);
    private static final AttributeDef BRACKET = new AttributeDef("bracket", AttributeType.S);

    /** ByRegion on (tournamentId) / (round), GSI1 on GSI1PK (N) / SK, an LSI on playedAt. */
    private static DataModel tournaments() {
        Entity match = Entity.named("Match")
                .withAttributes(List.of(TOURNAMENT, REGION, ROUND, BRACKET))
                .withKeyTemplate("PK", KeyTemplate.parse("T#${tournamentId}"))
                .withKeyTemplate("SK", KeyTemplate.parse("M#${round}"))
                .withKeyTemplate("round", KeyTemplate.parse("${round}"));
        TableDesign t = TableDesign.of(T, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(
                        new GlobalSecondaryIndex("ByRegion", new KeySchema(List.of(TOURNAMENT), List.of(ROUND)), Projection.ALL),
                        new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.N, "SK", AttributeType.S),
                                Projection.ALL)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByDate", new AttributeDef("playedAt", AttributeType.S),
                        Projection.ALL)))
                .withEntities(List.of(match));
        return DataModel.of("m", List.of(t));
    }

    private static KeySchema keys(DataModel m, String index) {
        return m.table(T).orElseThrow().index(index).orElseThrow().keySchema(m.table(T).orElseThrow().keySchema());
    }

    private static String refusal(Edit edit) {
        return assertThrows(EditRefused.class, () -> edit.apply(tournaments())).getMessage();
    }

    @Test
    void addsAttributesToThePartitionAndTheSortKey() {
        Edit add = IndexKeyEdits.add(T, "ByRegion", Part.PARTITION, REGION);
        assertEquals("Add region to the partition key of ByRegion", add.description());
        DataModel m = add.apply(tournaments());
        m = IndexKeyEdits.add(T, "ByRegion", Part.SORT, BRACKET).apply(m);
        assertEquals(new KeySchema(List.of(TOURNAMENT, REGION), List.of(ROUND, BRACKET)), keys(m, "ByRegion"));
        assertEquals(new KeySchema(List.of(TOURNAMENT), List.of(ROUND)), keys(tournaments(), "ByRegion"), "a pure function");
    }

    @Test
    void removesAnAttributeButNotTheLastPartitionAttribute() {
        DataModel m = IndexKeyEdits.add(T, "ByRegion", Part.PARTITION, REGION).apply(tournaments());
        Edit remove = IndexKeyEdits.remove(T, "ByRegion", "tournamentId");
        assertEquals("Remove tournamentId from the key of ByRegion", remove.description());
        m = remove.apply(m);
        m = IndexKeyEdits.remove(T, "ByRegion", "round").apply(m);
        assertEquals(new KeySchema(List.of(REGION), List.of()), keys(m, "ByRegion"));
        DataModel last = m;
        assertEquals("'region' is the last partition attribute of ByRegion: a key needs one. Rename it instead, or "
                + "delete the index.", assertThrows(EditRefused.class,
                        () -> IndexKeyEdits.remove(T, "ByRegion", "region").apply(last)).getMessage());
        assertEquals("'bracket' is not in the key of ByRegion.", refusal(IndexKeyEdits.remove(T, "ByRegion", "bracket")));
    }

    @Test
    void movesAnAttributeWithinItsKey() {
        DataModel m = IndexKeyEdits.add(T, "ByRegion", Part.SORT, BRACKET).apply(tournaments());
        Edit up = IndexKeyEdits.moveUp(T, "ByRegion", "bracket");
        assertEquals("Move bracket up in the key of ByRegion", up.description());
        m = up.apply(m);
        assertEquals(List.of("bracket", "round"), keys(m, "ByRegion").sortNames());
        m = IndexKeyEdits.moveDown(T, "ByRegion", "bracket").apply(m);
        assertEquals(List.of("round", "bracket"), keys(m, "ByRegion").sortNames());
        DataModel moved = m;
        assertEquals("'bracket' is already last in the sort key of ByRegion.", assertThrows(EditRefused.class,
                () -> IndexKeyEdits.moveDown(T, "ByRegion", "bracket").apply(moved)).getMessage());
        assertEquals("'tournamentId' is already first in the partition key of ByRegion.",
                refusal(IndexKeyEdits.moveUp(T, "ByRegion", "tournamentId")));
    }

    @Test
    void renamesInPlaceWithItsTemplateAndRetypes() {
        DataModel m = IndexKeyEdits.change(T, "ByRegion", "round", new AttributeDef("stage", AttributeType.N))
                .apply(tournaments());
        assertEquals(List.of("stage"), keys(m, "ByRegion").sortNames());
        Entity match = m.table(T).orElseThrow().entity("Match").orElseThrow();
        assertEquals("${round}", match.template("stage").orElseThrow().source(), "the template follows the renamed key");
        Edit retype = IndexKeyEdits.change(T, "ByRegion", "stage", new AttributeDef("stage", AttributeType.S));
        assertEquals("Set type of stage to S in the key of ByRegion", retype.description());
        assertEquals(AttributeType.S, keys(retype.apply(m), "ByRegion").sortKeys().get(0).type());
        assertEquals("'tournamentId' is already in the key of ByRegion: an attribute appears once in a key.",
                refusal(IndexKeyEdits.change(T, "ByRegion", "round", TOURNAMENT)));
    }

    @Test
    void refusesAFifthAttribute() {
        DataModel m = tournaments();
        for (String name : List.of("a", "b", "c")) {
            m = IndexKeyEdits.add(T, "ByRegion", Part.PARTITION, new AttributeDef(name, AttributeType.S)).apply(m);
        }
        assertEquals(4, keys(m, "ByRegion").partitionKeys().size());
        DataModel full = m;
        assertEquals("A partition key has at most 4 attributes; ByRegion's would have 5.", assertThrows(EditRefused.class,
                () -> IndexKeyEdits.add(T, "ByRegion", Part.PARTITION, REGION).apply(full)).getMessage());
    }

    @Test
    void refusesAnAttributeAlreadyInTheKey() {
        assertEquals("'round' is already in the key of ByRegion: an attribute appears once in a key.",
                refusal(IndexKeyEdits.add(T, "ByRegion", Part.PARTITION, ROUND)));
    }

    @Test
    void refusesAnLsiAndTheTable() {
        assertEquals(KeyRules.SINGLE_ATTRIBUTE_KEYS, refusal(IndexKeyEdits.add(T, "ByDate", Part.SORT, BRACKET)));
        assertEquals(KeyRules.SINGLE_ATTRIBUTE_KEYS, refusal(TableEdits.setKeySchema(T,
                new KeySchema(List.of(TOURNAMENT, REGION), List.of()))));
        assertEquals("Table 'Tournaments' has no index 'Nope'.", refusal(IndexKeyEdits.add(T, "Nope", Part.SORT, BRACKET)));
    }

    @Test
    void refusesATypeThatIsNoKeyType() {
        assertEquals("A key attribute is S, N or B; 'done' would be BOOL.",
                refusal(IndexKeyEdits.add(T, "ByRegion", Part.SORT, new AttributeDef("done", AttributeType.BOOL))));
    }

    @Test
    void refusesATypeOtherKeysGiveOtherwise() {
        assertEquals("'GSI1PK' is N in the key of GSI1, so it cannot be S here: an attribute has one type in every key.",
                refusal(IndexKeyEdits.add(T, "ByRegion", Part.SORT, new AttributeDef("GSI1PK", AttributeType.S))));
        assertEquals("'SK' is S in the key of the table, so it cannot be N here: an attribute has one type in every key.",
                refusal(IndexKeyEdits.change(T, "ByRegion", "round", new AttributeDef("SK", AttributeType.N))));
        // The index's own attribute may change type: no other key has it.
        IndexKeyEdits.change(T, "ByRegion", "round", new AttributeDef("round", AttributeType.S)).apply(tournaments());
    }

    @Test
    void renamingATableKeyKeepsEveryAttributeOfAMultiAttributeKey() {
        DataModel m = IndexKeyEdits.add(T, "ByRegion", Part.SORT, new AttributeDef("SK", AttributeType.S))
                .apply(tournaments());
        m = TableEdits.setKeySchema(T, KeySchema.of("PK", AttributeType.S, "sk", AttributeType.S)).apply(m);
        assertEquals(List.of("round", "sk"), keys(m, "ByRegion").sortNames(), "renamed, and round kept");
        assertTrue(keys(m, "GSI1").contains("sk"));
    }
}
