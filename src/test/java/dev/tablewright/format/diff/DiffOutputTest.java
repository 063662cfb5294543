package dev.tablewright.format.diff;

import dev.tablewright.format.ReportFormat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.engine.diff.Change;
import dev.tablewright.engine.diff.Change.Kind;
import dev.tablewright.engine.diff.DiffResult;
import dev.tablewright.format.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The three forms of one diff, exactly. */
class DiffOutputTest {
    private static final DiffResult DIFF = new DiffResult(List.of(
            new Change("Movies", "Movies/indexes/GSI1/projection", Kind.CHANGED, "KEYS_ONLY", "ALL", null),
            new Change("Movies", "Movies/entities/Review", Kind.ADDED, null, "0 attributes, 0 items", null),
            new Change("Orders", "Orders/items/[id=1]", Kind.REMOVED, "{id: \"a|b\"}", null, null),
            new Change("Orders", "Orders/indexes/ByDate", Kind.RENAMED, "GSI1", "ByDate", null)));

    @Test
    void text() {
        assertEquals("""
                Table Movies
                  ~ Movies/indexes/GSI1/projection: KEYS_ONLY -> ALL
                  + Movies/entities/Review: 0 attributes, 0 items
                Table Orders
                  - Orders/items/[id=1]: {id: "a|b"}
                  > Orders/indexes/ByDate: renamed from GSI1
                a.json -> b.json: 4 changes: 1 added, 1 removed, 1 changed, 1 renamed
                """, DiffOutput.text(DIFF, "a.json", "b.json"));
    }

    @Test
    void markdown() {
        assertEquals("""
                ## Model diff: `a.json` → `b.json`

                4 changes: 1 added, 1 removed, 1 changed, 1 renamed.

                ### Table `Movies`

                | Change | Where | Old | New |
                |---|---|---|---|
                | changed | `Movies/indexes/GSI1/projection` | `KEYS_ONLY` | `ALL` |
                | added | `Movies/entities/Review` |  | `0 attributes, 0 items` |

                ### Table `Orders`

                | Change | Where | Old | New |
                |---|---|---|---|
                | removed | `Orders/items/[id=1]` | `{id: "a\\|b"}` |  |
                | renamed | `Orders/indexes/ByDate` | `GSI1` | `ByDate` |
                """, DiffOutput.markdown(DIFF, "a.json", "b.json"));
    }

    @Test
    void json() {
        assertEquals("""
                {"old":"a.json","new":"b.json","same":false,\
                "summary":{"total":4,"added":1,"removed":1,"changed":1,"renamed":1},\
                "changes":[{"table":"Movies","path":"Movies/indexes/GSI1/projection","kind":"changed","old":"KEYS_ONLY","new":"ALL"},\
                {"table":"Movies","path":"Movies/entities/Review","kind":"added","old":null,"new":"0 attributes, 0 items"},\
                {"table":"Orders","path":"Orders/items/[id=1]","kind":"removed","old":"{id: \\"a|b\\"}","new":null},\
                {"table":"Orders","path":"Orders/indexes/ByDate","kind":"renamed","old":"GSI1","new":"ByDate"}]}""",
                Json.compact(DiffOutput.json(DIFF, "a.json", "b.json")));
    }

    @Test
    void identicalModelsGiveTheSummaryAlone() {
        DiffResult same = new DiffResult(List.of());
        assertEquals("a.json -> b.json: no differences\n", DiffOutput.text(same, "a.json", "b.json"));
        assertEquals("## Model diff: `a.json` → `b.json`\n\nNo differences.\n", DiffOutput.markdown(same, "a.json", "b.json"));
    }

    @Test
    void formatNames() {
        assertEquals(ReportFormat.MARKDOWN, ReportFormat.parse("md"));
        assertEquals(ReportFormat.JSON, ReportFormat.parse("JSON"));
    }
}
