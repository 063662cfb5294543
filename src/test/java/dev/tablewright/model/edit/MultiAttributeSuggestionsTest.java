package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.TournamentFixture;
import java.util.List;
import org.junit.jupiter.api.Test;

class MultiAttributeSuggestionsTest {

    private static TableDesign table(DataModel m) {
        return m.tables().get(0);
    }

    @Test
    void concatenatedIndexKeysAreRekeyedOnTheAttributesInOneStep() {
        DataModel before = TournamentFixture.concatenated();
        List<Suggestion> suggestions = Suggestions.forTable(table(before));
        assertEquals(1, suggestions.size());
        Suggestion s = suggestions.get(0);
        assertEquals("Key GSI1 on (tournamentId, region) / (round, bracket, matchId) instead of Match's concatenated "
                + "GSI1PK and GSI1SK", s.title());
        assertEquals(new Suggestion.IndexPreview("GSI1", "Match"), s.preview().orElseThrow());

        TableDesign after = table(s.edit().apply(before));
        assertEquals(TournamentFixture.byRegionKeys(), after.index("GSI1").map(i -> i.keySchema(after.keySchema()))
                .orElseThrow(), "each attribute with its own type: round is a number");
        Entity match = after.entity("Match").orElseThrow();
        assertTrue(match.template("GSI1PK").isEmpty() && match.template("GSI1SK").isEmpty());
        assertTrue(match.items().stream().noneMatch(i -> i.attributes().containsKey("GSI1PK")
                || i.attributes().containsKey("GSI1SK")), "the synthetic values leave the items");
        assertEquals(List.of("tournamentId", "region", "round", "bracket", "matchId"),
                after.attributes().stream().map(AttributeDef::name).toList(),
                "the table declares the new key attributes and no longer the synthetic ones");
        assertTrue(Suggestions.forTable(after).isEmpty(), "nothing left to suggest");
    }

    @Test
    void noSuggestionWhereTheTemplateSaysMoreThanTheAttributes() {
        DataModel labelled = EntityEdits.setKeyTemplate(TournamentFixture.TABLE, "Match", "GSI1PK",
                KeyTemplate.parse("T#${tournamentId}#${region}")).apply(before());
        assertTrue(Suggestions.forTable(table(labelled)).isEmpty(), "a literal word tells entities apart");
    }

    @Test
    void noSuggestionForAnIndexThatServesSeveralEntities() {
        DataModel shared = EntityEdits.setKeyTemplate(TournamentFixture.TABLE, "Player", "GSI1PK",
                KeyTemplate.parse("${playerId}")).apply(TournamentFixture.concatenated());
        assertTrue(Suggestions.forTable(table(shared)).isEmpty());
    }

    @Test
    void noSuggestionWhenTheGluedAttributeIsNotDeclaredWithAKeyType() {
        DataModel undeclared = EntityEdits.setKeyTemplate(TournamentFixture.TABLE, "Match", "GSI1SK",
                KeyTemplate.parse("${round}#${venue}")).apply(TournamentFixture.concatenated());
        assertTrue(Suggestions.forTable(table(undeclared)).isEmpty());
        assertFalse(Suggestions.forTable(table(TournamentFixture.concatenated())).isEmpty());
    }

    private static DataModel before() {
        return TournamentFixture.concatenated();
    }
}
