package dev.tablewright.model.edit;

import dev.tablewright.model.DataModel;

/** Edits of the model as a whole: its name. */
public final class ModelEdits {
    /** The name File → New gives a model until the user names it (or saves it under a file name). */
    public static final String UNTITLED = "Untitled";

    private ModelEdits() {
    }

    /** True for a model still called what File → New called it. */
    public static boolean isUntitled(DataModel model) {
        return model.name().equals(UNTITLED);
    }

    public static Edit rename(String newName) {
        return new Edit("Rename model to " + newName, m -> m.withName(EditNames.requireValid("model", newName)));
    }

    /** The model name a file suggests: its name without the {@code .json} ending ("orders.json" → "orders"). */
    public static String nameOfFile(String fileName) {
        String name = fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".json")
                ? fileName.substring(0, fileName.length() - ".json".length()) : fileName;
        return name.isBlank() ? fileName : name.strip();
    }
}
