package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.edit.QuickFixes;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Each fix a rule offers, applied to a copy: its problem goes, and no problem comes that was not
 * there (the same advice rule as the suggestions').
 */
class QuickFixesTest {

    private static DataModel undeclaredGsiKeys() {
        return MoviesFixture.with(t -> t.withAttributes(List.of(new AttributeDef("rating", AttributeType.N))));
    }

    private static DataModel listedTemplatedKey() {
        return MoviesFixture.withEntity("Movie", e -> {
            List<AttributeDef> attributes = new ArrayList<>(e.attributes());
            attributes.add(new AttributeDef("GSI1SK", AttributeType.S));
            return e.withAttributes(attributes);
        });
    }

    /** Loose items of a Dynobase-like file: fares whose GSI1PK was saved as an empty string. */
    private static DataModel emptyIndexKeys() {
        return MoviesFixture.with(t -> {
            List<Item> items = new ArrayList<>(t.items());
            for (int i = 0; i < 7; i++) {
                items.add(Item.of("PK", AttributeValue.s("FARE#" + i), "SK", AttributeValue.s("FARE#" + i),
                        "GSI1PK", AttributeValue.s("")));
            }
            return t.withItems(items);
        });
    }

    @Test
    void eachOfferedFixRemovesItsProblemAndAddsNone() {
        for (DataModel model : List.of(undeclaredGsiKeys(), listedTemplatedKey(), emptyIndexKeys())) {
            List<Problem> before = ModelValidator.validate(model);
            List<Problem> fixable = before.stream().filter(p -> p.fixHint().isPresent()).toList();
            assertFalse(fixable.isEmpty(), () -> before.toString());
            for (Problem p : fixable) {
                DataModel fixed = QuickFixes.edit(p.fixHint().get()).apply(model);
                List<String> after = messages(ModelValidator.validate(fixed));
                assertFalse(after.contains(p.path() + " " + p.message()), () -> "still there: " + p);
                List<String> added = new ArrayList<>(after);
                added.removeAll(messages(before));
                assertEquals(List.of(), added, () -> "fix " + p.fixHint().get().label() + " added problems");
            }
        }
    }

    @Test
    void theFixesSayWhatTheyDo() {
        assertTrue(labels(undeclaredGsiKeys()).contains("Declare GSI1PK (S) on table Movies"));
        assertTrue(labels(listedTemplatedKey()).contains("Take GSI1SK off Movie's attribute list (its template fills it)"));
        assertTrue(labels(emptyIndexKeys()).contains("Leave out the empty GSI1PK (those items stay out of the index)"));
    }

    @Test
    void leavingOutEmptyKeysDropsTheAttributeFromEveryItemThatHasItEmpty() {
        DataModel fixed = QuickFixes.edit(new FixHint.LeaveOutEmptyKey("Movies", "GSI1PK")).apply(emptyIndexKeys());
        assertTrue(fixed.table("Movies").orElseThrow().items().stream().noneMatch(i -> i.has("GSI1PK")));
        assertTrue(ModelValidator.validate(fixed).stream().noneMatch(p -> p.severity() == Severity.ERROR
                && p.message().contains("GSI1PK is empty")));
    }

    @Test
    void theSamplesOfferOnlyFixesThatHoldToo() {
        for (String name : SampleModels.NAMES) {
            DataModel model = SampleModels.read(name).model().orElseThrow();
            List<Problem> before = ModelValidator.validate(model);
            for (Problem p : before.stream().filter(x -> x.fixHint().isPresent()).toList()) {
                List<String> added = messages(ModelValidator.validate(QuickFixes.edit(p.fixHint().get()).apply(model)));
                added.removeAll(messages(before));
                assertEquals(List.of(), added, name + ": " + p);
            }
        }
    }

    private static List<String> labels(DataModel model) {
        return ModelValidator.validate(model).stream().flatMap(p -> p.fixHint().stream()).map(FixHint::label).toList();
    }

    private static List<String> messages(List<Problem> problems) {
        return new ArrayList<>(problems.stream().map(p -> p.path() + " " + p.message()).toList());
    }
}
