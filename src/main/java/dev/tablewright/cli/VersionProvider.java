package dev.tablewright.cli;

import picocli.CommandLine;

/** Reads the version Maven wrote into the jar manifest (absent when running from classes). */
public final class VersionProvider implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
        String v = VersionProvider.class.getPackage().getImplementationVersion();
        return new String[] {"Tablewright " + (v == null ? "(development build)" : v)};
    }
}
