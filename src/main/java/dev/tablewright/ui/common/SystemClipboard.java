package dev.tablewright.ui.common;

import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;

/** The system clipboard (FX thread only). */
public final class SystemClipboard implements TextClipboard {
    @Override
    public void put(String text) {
        ClipboardContent content = new ClipboardContent();
        content.putString(text);
        Clipboard.getSystemClipboard().setContent(content);
    }
}
