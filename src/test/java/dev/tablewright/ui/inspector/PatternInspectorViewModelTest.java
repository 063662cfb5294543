package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.edit.AccessPatternEdits;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.inspector.InspectorViewModel.Kind;
import java.util.Map;
import java.util.Optional;
import dev.tablewright.model.edit.Suggestion;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The access pattern inspector without a toolkit, on the movies sample and the real Document. */
class PatternInspectorViewModelTest {
    private static final String CAST = "List cast of a movie";
    private Document document;
    private InspectorViewModel inspector;
    private PatternInspectorViewModel vm;

    @BeforeEach
    void open() {
        document = Movies.document();
        inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        vm = inspector.pattern();
    }

    private void select(String pattern) {
        document.select(new ModelPath.AccessPatternPath(Movies.TABLE, pattern));
        assertEquals(Kind.PATTERN, inspector.kind());
    }

    private AccessPattern pattern(String name) {
        return Movies.table(document).accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow();
    }

    private int undoSteps() {
        int n = 0;
        while (!document.history().undoTextProperty().get().isEmpty()) {
            document.undo();
            n++;
        }
        return n;
    }

    @Test
    void showsEveryFieldAndWhatThePatternDoes() {
        select(CAST);
        AccessPattern p = pattern(CAST);
        assertEquals(CAST, vm.name().text());
        assertEquals(p.keyCondition(), vm.keyCondition().text());
        assertEquals("CastMember", vm.entityProperty().get());
        assertEquals(OperationKind.QUERY, vm.operationProperty().get());
        assertEquals(PatternInspectorViewModel.NONE, vm.indexProperty().get());
        assertEquals(p.parameterNames(), vm.parameters().stream().map(ParameterRow::name).toList());
        assertNotNull(vm.checkProperty().get());
        assertTrue(vm.servedByProperty().get().startsWith("Query on the table — CastMember"), vm.servedByProperty().get());
        int n = vm.checkProperty().get().returned().size();
        assertTrue(n > 1);
        assertEquals("returns " + n + " items on the sample data", vm.returnsProperty().get());
        assertTrue(vm.capacityProperty().get().endsWith("RCU · 0 WCU per request"), vm.capacityProperty().get());
        assertTrue(vm.costProperty().get().startsWith("no expected rate"), vm.costProperty().get());
        assertTrue(vm.problems().isEmpty(), vm.problems().toString());
        assertTrue(vm.fixes().isEmpty());
        assertEquals(java.util.List.of("movieId", "movieTitle"), vm.completions("pk = mov#${mov", 14),
                "the entity's attributes");
    }

    /** A vector search: its search vector is a field of its own, first; its results come with their scores. */
    @Test
    void aVectorSearchShowsItsSearchVectorFieldAndItsResultsScores() {
        document.load(dev.tablewright.format.SampleModels.read("products-vectors.json").model().orElseThrow());
        document.select(new ModelPath.AccessPatternPath("ProductCatalog", "Similar products"));
        assertEquals(Kind.PATTERN, inspector.kind());
        assertEquals(java.util.List.of(AccessPattern.SEARCH_VECTOR, "category"),
                vm.parameters().stream().map(ParameterRow::name).toList());
        assertEquals("PK=PRODUCT#prd-ef36be, SK=PRODUCT", vm.parameters().get(0).value().text());
        assertEquals("returns 4 items on the sample data, nearest first; score: cosine distance (0 identical … 2 opposite),"
                + " lower is nearer", vm.returnsProperty().get());
        assertEquals(4, vm.scored().size(), vm.scored().toString());
        // COSINE's score is the distance: the product itself first, at 0, then farther ones.
        assertEquals("0.0000  PK=PRODUCT#prd-ef36be, SK=PRODUCT", vm.scored().get(0));
        assertTrue(vm.scored().get(1).compareTo(vm.scored().get(0)) > 0, vm.scored().toString());
        assertEquals("no capacity units: a search is billed by the bytes it examines", vm.capacityProperty().get());
        assertTrue(vm.costProperty().get().startsWith("no expected rate"), vm.costProperty().get());

        // Another item's vector: a commit re-checks, and the new item comes first.
        vm.parameters().get(0).value().textProperty().set("PK=PRODUCT#prd-5804de, SK=PRODUCT");
        vm.parameters().get(0).value().commit();
        assertEquals("PK=PRODUCT#prd-5804de, SK=PRODUCT", document.model().table("ProductCatalog").orElseThrow()
                .accessPatterns().stream().filter(p -> p.name().equals("Similar products")).findFirst().orElseThrow()
                .parameters().get(AccessPattern.SEARCH_VECTOR));
        assertEquals("0.0000  PK=PRODUCT#prd-5804de, SK=PRODUCT", vm.scored().get(0));
    }

    @Test
    void eachCommitIsOneUndoableReplace() {
        select(CAST);
        AccessPattern before = pattern(CAST);
        vm.description().textProperty().set("The cast, in billing order");
        assertTrue(vm.description().commit());
        vm.limit().textProperty().set("25");
        assertTrue(vm.limit().commit());
        vm.ratePeak().textProperty().set("100");
        assertTrue(vm.ratePeak().commit());
        vm.rateAverage().textProperty().set("20");
        assertTrue(vm.rateAverage().commit());
        assertTrue(vm.costProperty().get().matches("\\$[0-9.,]+ on demand · \\$[0-9.,]+ provisioned a month"),
                vm.costProperty().get());
        vm.consistentReadProperty().set(true);
        vm.ascendingProperty().set(false);
        vm.indexProperty().set("GSI-3");
        AccessPattern after = pattern(CAST);
        assertEquals(before.withDescription("The cast, in billing order").withLimit(25)
                .withRate(new RequestRate(100, 20)).withConsistentRead(true).withScanForward(false)
                .withIndex("GSI-3"), after);
        assertFalse(vm.problems().isEmpty(), "GSI-3 has no sk: the key condition is refused there");

        vm.name().textProperty().set("Cast of a movie");
        assertTrue(vm.name().commit());
        assertEquals(new ModelPath.AccessPatternPath(Movies.TABLE, "Cast of a movie"), document.selectionProperty().get());
        assertEquals(8, undoSteps(), "description, limit, peak, average, consistency, order, index, name");
        assertEquals(before, pattern(CAST));
    }

    /** A Scan has no key condition: switching to one clears it, so the pattern runs rather than "cannot run". */
    @Test
    void switchingToAScanClearsTheKeyConditionInTheSameStep() {
        select(CAST);
        AccessPattern before = pattern(CAST);
        vm.operationProperty().set(OperationKind.SCAN);
        assertEquals("", pattern(CAST).keyCondition());
        assertEquals("", vm.keyCondition().text());
        assertTrue(vm.problems().stream().noneMatch(p -> p.contains("cannot run")), vm.problems().toString());
        assertTrue(vm.returnsProperty().get().startsWith("returns "), vm.returnsProperty().get());
        assertEquals(1, undoSteps());
        assertEquals(before, pattern(CAST));
    }

    @Test
    void badInputIsRefusedWithTheReasonAndChangesNothing() {
        select(CAST);
        AccessPattern before = pattern(CAST);
        vm.limit().textProperty().set("ten");
        assertFalse(vm.limit().commit());
        assertEquals("The limit is a whole number of items, 1 or more (empty: no limit).", vm.limit().errorProperty().get());
        vm.ratePeak().textProperty().set("5");
        assertTrue(vm.ratePeak().commit()); // 5/s alone: peak and average
        vm.rateAverage().textProperty().set("50");
        assertFalse(vm.rateAverage().commit());
        assertEquals("The average rate (50.0/s) is above the peak (5.0/s).", vm.rateAverage().errorProperty().get());
        vm.name().textProperty().set("Get movie by movie ID");
        assertFalse(vm.name().commit());
        assertEquals(before.withRate(new RequestRate(5, 5)), pattern(CAST));
    }

    @Test
    void aKeyConditionFromTheEntitysTemplatesIsOneStep() {
        document.apply(AccessPatternEdits.add(Movies.TABLE, "Roles"), new ModelPath.AccessPatternPath(Movies.TABLE, "Roles"));
        select("Roles");
        vm.entityProperty().set("CastMember");
        assertTrue(vm.drafts().stream().anyMatch(d -> d.label().startsWith("CastMember · table · ")), vm.drafts().toString());
        assertTrue(vm.drafts().stream().allMatch(d -> d.label().startsWith("CastMember · ")), "only the entity's own");
        int prefix = indexOf("CastMember · table · pk = mov#${movieId} AND begins_with(sk, act#)");
        assertEquals(Optional.empty(), vm.useDraft(prefix));
        AccessPattern roles = pattern("Roles");
        assertEquals("pk = mov#${movieId} AND begins_with(sk, act#)", roles.keyCondition());
        assertEquals(OperationKind.QUERY, roles.operation());
        assertFalse(roles.parameters().get("movieId").isEmpty(), "a sample value from the entity's items");
        assertEquals("movieId", vm.parameters().get(0).name());
        assertEquals("Query on the table — CastMember", vm.servedByProperty().get());
        assertTrue(vm.checkProperty().get().returned().size() > 1);

        vm.parameters().get(0).value().textProperty().set("tt0111161");
        assertTrue(vm.parameters().get(0).value().commit());
        assertEquals(Map.of("movieId", "tt0111161"), pattern("Roles").parameters());
        document.undo();
        document.undo();
        assertEquals("Roles", pattern("Roles").name());
        assertEquals(null, pattern("Roles").entity(), "draft and entity pick undone, one step each");
    }

    private int indexOf(String label) {
        for (int i = 0; i < vm.drafts().size(); i++) {
            if (vm.drafts().get(i).label().equals(label)) {
                return i;
            }
        }
        throw new AssertionError("no draft " + label + " in " + vm.drafts());
    }

    @Test
    void aCoverageFixIsAppliedOnlyOnRequestAsOneStep() {
        AccessPattern scan = new AccessPattern("Actors by name", "", "Actor", OperationKind.SCAN, null, "",
                "#actorName = ${name}", "", true, Map.of("name", "Tom Hanks"));
        document.apply(AccessPatternEdits.add(Movies.TABLE, scan));
        var before = document.model();
        select("Actors by name");
        assertTrue(vm.servedByProperty().get().startsWith("needs a Scan of the table"), vm.servedByProperty().get());
        assertTrue(vm.problems().stream().anyMatch(p -> p.startsWith("needs a Scan: it reads all")), vm.problems().toString());
        assertFalse(vm.fixes().isEmpty(), "a key that serves it is proposed");
        assertEquals(before, document.model(), "nothing applied unasked");
        assertEquals(Optional.empty(), vm.applyFix(0));
        assertFalse(pattern("Actors by name").operation() == OperationKind.SCAN, "the pattern now reads by key");
        assertFalse(vm.servedByProperty().get().contains("Scan"), vm.servedByProperty().get());
        assertTrue(vm.fixes().isEmpty());
        document.undo();
        assertEquals(before, document.model(), "one undo step");
    }

    /**
     * Cast items saved with an empty gsi2pk (as a Dynobase file holds them): DynamoDB refuses them, so the
     * Sandbox leaves them out and the cast pattern returns none; the inspector says so and offers the fix.
     */
    @Test
    void itemsTheSandboxLeftOutAreNamedWithTheFixThatLetsThemIn() {
        document.apply(new dev.tablewright.model.edit.Edit("Empty gsi2pk", m -> m.withTable(Movies.TABLE,
                t -> t.withEntity("CastMember", e -> e.withItems(e.items().stream()
                        .map(i -> i.with("gsi2pk", dev.tablewright.model.AttributeValue.s(""))).toList())))));
        select(CAST);
        int cast = Movies.entity(document, "CastMember").items().size();
        assertTrue(vm.problems().contains(cast + " CastMember items are not in the Sandbox: gsi2pk is empty"),
                vm.problems()::toString);
        Suggestion fix = vm.fixes().stream().filter(f -> f.title().startsWith("Leave out the empty gsi2pk"))
                .findFirst().orElseThrow(() -> new AssertionError(vm.fixes() + " / " + vm.withheldProperty().get()));

        assertTrue(vm.applyFix(vm.fixes().indexOf(fix)).isEmpty());
        assertTrue(Movies.entity(document, "CastMember").items().stream().noneMatch(i -> i.has("gsi2pk")));
        assertTrue(vm.problems().stream().noneMatch(l -> l.contains("not in the Sandbox")), vm.problems()::toString);
        assertFalse(vm.returnsProperty().get().startsWith("returns 0"), vm.returnsProperty().get());
    }
}
