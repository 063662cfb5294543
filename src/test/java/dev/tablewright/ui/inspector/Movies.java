package dev.tablewright.ui.inspector;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.Document;

/** The movies sample opened in a Document, and lookups the inspector tests share. */
final class Movies {
    static final String TABLE = "Movies";

    private Movies() {
    }

    static DataModel model() {
        return SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    }

    static Document document() {
        Document d = new Document();
        d.load(model());
        return d;
    }

    static TableDesign table(Document d) {
        return d.model().table(TABLE).orElseThrow();
    }

    static Entity entity(Document d, String name) {
        return table(d).entity(name).orElseThrow();
    }
}
