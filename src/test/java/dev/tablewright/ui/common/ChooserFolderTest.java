package dev.tablewright.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A file chooser opens where the user was last, else in their home; never in the app's own folder. */
class ChooserFolderTest {
    @TempDir
    Path last;

    @Test
    void theFolderLastUsedWhileItExistsElseHome() {
        Path home = Path.of("/home/someone");
        assertEquals(last, FxDialogService.startFolder(last, home));
        assertEquals(home, FxDialogService.startFolder(null, home));
        assertEquals(home, FxDialogService.startFolder(last.resolve("gone"), home));
    }
}
