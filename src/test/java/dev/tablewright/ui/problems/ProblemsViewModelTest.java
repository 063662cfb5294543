package dev.tablewright.ui.problems;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import dev.tablewright.ui.common.Document;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A Problems row's fix, without a toolkit: offered where the rule knows one, applied as one undo step. */
class ProblemsViewModelTest {

    @Test
    void aRowsFixIsAppliedThroughTheDocumentAsOneUndoStep() {
        DataModel sample = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
        // Forget that GSI-2's keys are declared, as a model made in an older version might have.
        DataModel undeclared = sample.withTable("Movies", t -> t.withAttributes(List.of()));
        Document document = new Document();
        document.load(undeclared);
        ProblemsViewModel vm = new ProblemsViewModel();
        vm.setEditor(document::apply);
        vm.setDesignProblems(ModelValidator.validate(undeclared));

        Problem undeclaredKey = vm.problems().stream().filter(p -> p.fixHint().isPresent()
                && p.message().contains("not among the table's declared attributes")).findFirst().orElseThrow();
        String label = vm.fixLabel(undeclaredKey).orElseThrow();
        assertTrue(label.startsWith("Declare "), label);

        assertEquals(Optional.empty(), vm.fix(undeclaredKey));
        assertEquals("Fixed: " + label, vm.fixOutcomeProperty().get());
        List<String> declared = document.model().table("Movies").orElseThrow().attributes().stream()
                .map(AttributeDef::name).toList();
        assertEquals(1, declared.size());
        assertEquals("Declare " + declared.get(0) + " on Movies", document.history().undoTextProperty().get());
        document.undo();
        assertTrue(document.model().table("Movies").orElseThrow().attributes().isEmpty());
    }

    @Test
    void aProblemWithoutAFixSaysSo() {
        ProblemsViewModel vm = new ProblemsViewModel();
        Problem plain = Problem.warning("Movies", "something");
        assertEquals(Optional.empty(), vm.fixLabel(plain));
        assertTrue(vm.fix(plain).isPresent());
        assertEquals("No fix is known for this problem.", vm.fixOutcomeProperty().get());
    }
}
