package dev.tablewright.format.infra;

import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.model.DataModel;
import java.util.List;
import java.util.Map;

/** {@link TerraformReader} as the export tests use it: a file the export wrote reads back with no problem at all. */
final class TerraformSettingsReader {
    private TerraformSettingsReader() {
    }

    static DataModel read(Map<String, Object> root) {
        Diagnostics d = new Diagnostics("parsed");
        DataModel model = TerraformReader.read(root, d);
        if (!d.problems().isEmpty()) {
            throw new AssertionError("the export read back with problems: " + d.problems());
        }
        return DataModel.of("parsed", model.tables());
    }

    static List<Map<String, Object>> blocks(Object value) {
        return TerraformReader.blocks(value);
    }

    static String refs(String s) {
        return TerraformReader.refs(s);
    }
}
