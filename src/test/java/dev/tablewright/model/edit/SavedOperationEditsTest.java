package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import java.util.List;
import org.junit.jupiter.api.Test;

class SavedOperationEditsTest {
    private static final SavedOperation ALL = new SavedOperation("All", "scan", "{\"TableName\": \"T\"}", "");
    private static final SavedOperation ONE = new SavedOperation("One", "get-item", "{}", "");

    private static DataModel model() {
        return DataModel.of("M", List.of()).withOperations(List.of(ALL, ONE));
    }

    private static List<String> names(DataModel m) {
        return m.operations().stream().map(SavedOperation::name).toList();
    }

    @Test
    void saveAddsAtTheEndOrReplacesInPlace() {
        SavedOperation two = new SavedOperation("Two", "query", "{}", "");
        assertEquals(List.of("All", "One", "Two"), names(SavedOperationEdits.save(two).apply(model())));
        SavedOperation newAll = new SavedOperation("All", "query", "{\"TableName\": \"U\"}", "");
        DataModel replaced = SavedOperationEdits.save(newAll).apply(model());
        assertEquals(List.of(newAll, ONE), replaced.operations());
    }

    @Test
    void renameKeepsThePlaceAndRefusesATakenName() {
        assertEquals(List.of("Everything", "One"), names(SavedOperationEdits.rename("All", "Everything").apply(model())));
        EditRefused taken = assertThrows(EditRefused.class, () -> SavedOperationEdits.rename("All", "One").apply(model()));
        assertEquals("There is already a saved operation named 'One'.", taken.getMessage());
        assertThrows(EditRefused.class, () -> SavedOperationEdits.rename("Gone", "X").apply(model()));
        assertThrows(EditRefused.class, () -> SavedOperationEdits.save(ALL.withName(" ")).apply(model()));
    }

    @Test
    void deleteRemovesByName() {
        assertEquals(List.of("One"), names(SavedOperationEdits.delete("All").apply(model())));
        assertEquals("There is no saved operation named 'Gone'.",
                assertThrows(EditRefused.class, () -> SavedOperationEdits.delete("Gone").apply(model())).getMessage());
    }
}
